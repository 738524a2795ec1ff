import type { Locale } from '@hearth/shared';

/**
 * The marketing header artwork, bundled with the remote (an SVG per language, as data URIs): the sandbox files
 * host serves no coupon header, and a bundled asset needs no extra request inside the app's webview.
 */
function headerSvg(headline: string, subline: string, fontFamily: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 360" width="750" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8102e"/><stop offset="1" stop-color="#7a0a1c"/></linearGradient></defs>
<rect width="750" height="360" fill="url(#g)"/>
<circle cx="660" cy="60" r="140" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="90" cy="330" r="110" fill="#ffffff" fill-opacity="0.06"/>
<path d="M520 250 L600 180 L680 250 V320 H520 Z" fill="#ffffff" fill-opacity="0.18"/>
<rect x="585" y="270" width="30" height="50" fill="#ffffff" fill-opacity="0.3"/>
<g font-family="${fontFamily}" fill="#ffffff">
<text x="48" y="150" font-size="54" font-weight="700">${headline}</text>
<text x="48" y="205" font-size="28" fill-opacity="0.9">${subline}</text>
</g>
<rect x="48" y="232" width="120" height="6" rx="3" fill="#ffd166"/>
</svg>`;
}

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const LATIN = 'Helvetica, Arial, sans-serif';
const CJK = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

export const MARKETING_HEADER_IMAGES: Readonly<Record<Locale, string>> = {
  en: toDataUri(headerSvg('Save on home services', 'Exclusive coupons for members', LATIN)),
  'zh-CN': toDataUri(headerSvg('家居服务 省更多', '会员专享优惠券', CJK)),
};
