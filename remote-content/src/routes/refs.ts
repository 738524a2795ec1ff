// Generated from remote_content's route definitions by `pnpm generate:dev-remotes` (ADR 0029): never edit by hand.
// Another container links to these pages through their ids, bound at run time by remotes.json; it may import
// this file only, and only as types: `import type { ContentRouteRefs } from '@hearth/remote-content/route-refs'`.
import type { RouteRefs } from '@hearth/shared/links';

export type ContentRouteRefs = RouteRefs<
  'remote_content',
  {
    blogs: { path: '/blogs'; query: 'page' };
    'blog-detail': { path: '/blog/:blogid' };
    'news-list': { path: '/news-list/:type' };
    'news-detail': { path: '/news-detail/:source/:newsid' };
    'contact-us': { path: '/contact-us' };
    'about-agent': { path: '/about-agent' };
    'privacy-policy': { path: '/privacy-policy' };
    'terms-of-service': { path: '/terms-of-service' };
    'acceptable-use-policy': { path: '/acceptable-use-policy' };
    'terms-of-use': { path: '/terms-of-use' };
    'seller-guide': { path: '/seller-guide'; hash: 'step1' | 'step2' | 'step3' | 'step4' };
    'buyer-guide': { path: '/buyer-guide'; hash: 'step1' | 'step2' | 'step3' | 'step4' };
    'home-loan': { path: '/home-loan' };
    'home-services': { path: '/home-services' };
    'research-suburb': { path: '/research-suburb' };
    about: { path: '/about' };
    'about-us': { path: '/about-us' };
    'download-app': { path: '/download-app' };
    'download-app-agent': { path: '/download-app-agent' };
    'marketing-annual-2020': { path: '/marketing/2020/annual' };
    'marketing-video': { path: '/marketing/video/player' };
  }
>;
