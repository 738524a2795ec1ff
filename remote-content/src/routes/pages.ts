import { ownPages } from '@hearth/shared/links';

/**
 * remote_content's pages, listed once (ADR 0029): each route definition (a feature's `routes.ts`) takes its id, path
 * and link shape from here, and a link from one of these pages to another is `contentPages.href(id, params?,
 * options?)`. This list imports no page code, so any page or widget may link through it without an import cycle.
 */
export const contentPages = ownPages([
  { id: 'blogs', path: '/blogs', link: { query: ['page'] } },
  { id: 'blog-detail', path: '/blog/:blogid' },
  { id: 'news-list', path: '/news-list/:type' },
  { id: 'news-detail', path: '/news-detail/:source/:newsid' },
  { id: 'contact-us', path: '/contact-us' },
  { id: 'about-agent', path: '/about-agent' },
  { id: 'privacy-policy', path: '/privacy-policy' },
  { id: 'terms-of-service', path: '/terms-of-service' },
  { id: 'acceptable-use-policy', path: '/acceptable-use-policy' },
  { id: 'terms-of-use', path: '/terms-of-use' },
  { id: 'seller-guide', path: '/seller-guide', link: { hash: ['step1', 'step2', 'step3', 'step4'] } },
  { id: 'buyer-guide', path: '/buyer-guide', link: { hash: ['step1', 'step2', 'step3', 'step4'] } },
  { id: 'home-loan', path: '/home-loan' },
  { id: 'home-services', path: '/home-services' },
  { id: 'research-suburb', path: '/research-suburb' },
  { id: 'about', path: '/about' },
  { id: 'about-us', path: '/about-us' },
  { id: 'download-app', path: '/download-app' },
  { id: 'download-app-agent', path: '/download-app-agent' },
  { id: 'marketing-annual-2020', path: '/marketing/2020/annual' },
  { id: 'marketing-video', path: '/marketing/video/player' },
]);
