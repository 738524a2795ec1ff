import { PALETTE, int, pick, rngFor, svgDoc, tree, vGradient } from './svg-kit';

/** Listing photos: odd numbers are exterior views of a house, even numbers interior (living room) views. */
export function listingPhotoSvg(identifier: string, n: number): string {
  return n % 2 === 1 ? exterior(identifier, n) : interior(identifier, n);
}

function exterior(identifier: string, n: number): string {
  const rng = rngFor(`${identifier}/${n}`);
  const [skyTop, skyBottom] = pick(rng, PALETTE.skies);
  const wall = pick(rng, PALETTE.walls);
  const roof = pick(rng, PALETTE.roofs);
  const accent = pick(rng, PALETTE.accents);
  const floors = int(rng, 1, 3);
  const w = int(rng, 260, 360);
  const x = int(rng, 120, 640 - w - 80);
  const ground = 400;
  const h = floors * 85;
  const top = ground - h;
  const parts = [vGradient('sky', skyTop, skyBottom), '<rect width="640" height="480" fill="url(#sky)"/>'];
  parts.push(
    `<circle cx="${int(rng, 60, 580)}" cy="${int(rng, 40, 90)}" r="26" fill="#fff6c8" opacity="0.9"/>`,
  );
  parts.push(
    `<rect y="${ground}" width="640" height="80" fill="#6fa56a"/><rect x="${x + w / 2 - 25}" y="${ground}" width="50" height="80" fill="#c9c3b8"/>`,
  );
  parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}" stroke="#00000022"/>`);
  parts.push(
    `<polygon points="${x - 20},${top} ${x + w / 2},${top - int(rng, 60, 100)} ${x + w + 20},${top}" fill="${roof}"/>`,
  );
  for (let f = 0; f < floors; f += 1) {
    const y = top + 20 + f * 85;
    for (let k = 0; k < 4; k += 1) {
      const wx = x + 22 + k * ((w - 44) / 4);
      if (f === floors - 1 && k === 1) continue;
      parts.push(
        `<rect x="${wx}" y="${y}" width="${(w - 44) / 4 - 14}" height="42" fill="#cfe8f7" stroke="#ffffff" stroke-width="4"/>`,
      );
    }
  }
  parts.push(
    `<rect x="${x + 22 + (w - 44) / 4}" y="${ground - 70}" width="40" height="70" fill="${accent}"/>`,
  );
  parts.push(tree(int(rng, 30, 90), ground + 10, int(rng, 70, 110), '#3f7d4e'));
  parts.push(tree(int(rng, 560, 620), ground + 12, int(rng, 60, 100), '#4d8f5b'));
  return svgDoc(640, 480, parts.join(''), `Listing ${identifier} photo ${n}`);
}

function interior(identifier: string, n: number): string {
  const rng = rngFor(`${identifier}/${n}`);
  const wall = pick(rng, PALETTE.walls);
  const sofa = pick(rng, PALETTE.accents);
  const floorY = 330;
  const parts = [
    `<rect width="640" height="480" fill="${wall}"/>`,
    `<rect y="${floorY}" width="640" height="150" fill="#b48a60"/>`,
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `<line x1="${i * 80}" y1="${floorY}" x2="${i * 80 - 40}" y2="480" stroke="#9c7450" stroke-width="2"/>`,
    ),
    `<rect x="${int(rng, 60, 120)}" y="70" width="170" height="170" fill="#d8eefc" stroke="#ffffff" stroke-width="10"/>`,
    `<rect x="330" y="250" width="240" height="80" rx="18" fill="${sofa}"/>`,
    `<rect x="320" y="215" width="260" height="55" rx="18" fill="${sofa}" opacity="0.85"/>`,
    `<rect x="250" y="300" width="60" height="60" fill="#7a5a3e"/>`,
    `<circle cx="280" cy="285" r="18" fill="#3f7d4e"/>`,
    `<rect x="400" y="90" width="110" height="80" fill="#ffffff" stroke="#6d4c3d" stroke-width="6"/>`,
    `<rect x="412" y="102" width="86" height="56" fill="${pick(rng, PALETTE.accents)}" opacity="0.6"/>`,
  ];
  return svgDoc(640, 480, parts.join(''), `Listing ${identifier} photo ${n}`);
}
