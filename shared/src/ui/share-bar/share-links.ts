/** Social share targets and their URL templates (built from the page URL and title). */
export const SHARE_TARGETS = ['weibo', 'facebook', 'linkedin', 'twitter'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'weibo':
      return `https://service.weibo.com/share/share.php?url=${u}&title=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
  }
}
