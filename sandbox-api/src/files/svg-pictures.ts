import { PALETTE, esc, int, pick, rngFor, svgDoc, text, tree, vGradient } from './svg-kit';

/** Avatars, banners, blog pictures, coupon covers and the listing placeholder. */

/** Round-faced avatar with the initials of a slug such as "lily-chen" (→ "LC"). */
export function avatarSvg(slug: string): string {
  const rng = rngFor(`avatar/${slug}`);
  const initials = slug
    .split(/[-_]/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
  const bg = pick(rng, PALETTE.accents);
  const body =
    `<rect width="240" height="240" fill="${bg}"/>` +
    '<circle cx="120" cy="98" r="52" fill="#f3d7c2"/><path d="M30 240c8-60 46-86 90-86s82 26 90 86z" fill="#ffffff" opacity="0.9"/>' +
    `<path d="M66 92c0-40 26-62 54-62s54 22 54 62c-12-18-30-26-54-26s-42 8-54 26z" fill="${pick(rng, ['#2d2424', '#4a3426', '#1e1e2a'])}"/>` +
    text(120, 226, 34, bg, initials || '?', 'text-anchor="middle" font-weight="700"');
  return svgDoc(240, 240, body, `Avatar ${slug}`);
}

/** A wide city-skyline banner (1200×300). */
export function bannerSvg(name: string): string {
  const rng = rngFor(`banner/${name}`);
  const [top, bottom] = pick(rng, PALETTE.skies);
  const parts = [vGradient('b', top, bottom), '<rect width="1200" height="300" fill="url(#b)"/>'];
  for (let x = 0; x < 1200; x += int(rng, 40, 80)) {
    const h = int(rng, 60, 220);
    parts.push(
      `<rect x="${x}" y="${300 - h}" width="${int(rng, 34, 70)}" height="${h}" fill="#2f3b46" opacity="${(0.55 + rng() * 0.4).toFixed(2)}"/>`,
    );
  }
  parts.push(
    '<rect x="780" y="40" width="8" height="260" fill="#2f3b46"/><ellipse cx="784" cy="120" rx="18" ry="10" fill="#2f3b46"/>',
  );
  return svgDoc(1200, 300, parts.join(''), `Banner ${name}`);
}

/** A blog picture (800×450): a small illustrated scene with a coloured band. */
export function blogPictureSvg(name: string): string {
  const rng = rngFor(`blog/${name}`);
  const accent = pick(rng, PALETTE.accents);
  const parts = [
    `<rect width="800" height="450" fill="${pick(rng, PALETTE.walls)}"/>`,
    `<rect y="330" width="800" height="120" fill="${accent}" opacity="0.85"/>`,
  ];
  for (let i = 0; i < 4; i += 1) {
    const x = 80 + i * 170;
    const h = int(rng, 90, 200);
    parts.push(
      `<rect x="${x}" y="${330 - h}" width="110" height="${h}" fill="${pick(rng, PALETTE.walls)}" stroke="#00000033"/>`,
    );
    parts.push(
      `<polygon points="${x - 10},${330 - h} ${x + 55},${330 - h - 50} ${x + 120},${330 - h}" fill="${pick(rng, PALETTE.roofs)}"/>`,
    );
  }
  parts.push(tree(740, 340, 90, '#3f7d4e'));
  return svgDoc(800, 450, parts.join(''), `Blog picture ${name}`);
}

/** A coupon cover (750×420) showing the discount badge text. */
export function couponCoverSvg(name: string, badge: string, title: string): string {
  const rng = rngFor(`coupon/${name}`);
  const accent = pick(rng, PALETTE.accents);
  const body =
    vGradient('c', accent, '#1e2a36') +
    '<rect width="750" height="420" fill="url(#c)"/>' +
    '<circle cx="640" cy="90" r="140" fill="#ffffff" opacity="0.08"/>' +
    `<rect x="40" y="40" width="${Math.max(160, badge.length * 26)}" height="70" rx="35" fill="#ffffff"/>` +
    text(70, 88, 36, accent, badge, 'font-weight="700"') +
    text(40, 360, 34, '#ffffff', title, 'font-weight="600"');
  return svgDoc(750, 420, body, `Coupon ${esc(name)}`);
}

/** Placeholder for listings without a picture. */
export function listingPlaceholderSvg(): string {
  return svgDoc(
    640,
    480,
    '<rect width="640" height="480" fill="#e6e9ed"/>' +
      '<polygon points="220,250 320,170 420,250" fill="#b8c0ca"/><rect x="245" y="250" width="150" height="110" fill="#b8c0ca"/>' +
      text(320, 410, 26, '#8a94a0', 'No Photo', 'text-anchor="middle"'),
    'No photo',
  );
}
