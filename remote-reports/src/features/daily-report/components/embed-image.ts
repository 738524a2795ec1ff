/** Spec §9: each listing image is drawn at 360 × 280 for the flyer. */
export const FLYER_IMAGE_WIDTH = 360;
export const FLYER_IMAGE_HEIGHT = 280;

/** The source rectangle that covers a width × height box with a w × h picture (centred crop, no distortion). */
export function coverRect(w: number, h: number, width = FLYER_IMAGE_WIDTH, height = FLYER_IMAGE_HEIGHT) {
  const scale = Math.max(width / w, height / h);
  const sw = width / scale;
  const sh = height / scale;
  return { sx: (w - sw) / 2, sy: (h - sh) / 2, sw, sh };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${url}`));
    img.src = url;
  });
}

async function draw(url: string): Promise<string> {
  const img = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = FLYER_IMAGE_WIDTH;
  canvas.height = FLYER_IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const w = img.naturalWidth || FLYER_IMAGE_WIDTH;
  const h = img.naturalHeight || FLYER_IMAGE_HEIGHT;
  const { sx, sy, sw, sh } = coverRect(w, h);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, FLYER_IMAGE_WIDTH, FLYER_IMAGE_HEIGHT);
  ctx.drawImage(img, sx, sy, sw, sh, 0, 0, FLYER_IMAGE_WIDTH, FLYER_IMAGE_HEIGHT);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/** A plain grey 360 × 280 picture: the last resort when even the placeholder does not load. */
function blank(): string {
  const canvas = document.createElement('canvas');
  canvas.width = FLYER_IMAGE_WIDTH;
  canvas.height = FLYER_IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#dfe3e8';
    ctx.fillRect(0, 0, FLYER_IMAGE_WIDTH, FLYER_IMAGE_HEIGHT);
  }
  return canvas.toDataURL('image/png');
}

/**
 * A listing image as an embedded (data URL) picture drawn at 360 × 280. An image that fails to load (or has no
 * address) is replaced by the placeholder, so the flyer is still produced.
 */
export async function embedImage(url: string | null, placeholder: string): Promise<string> {
  if (url) {
    try {
      return await draw(url);
    } catch {
      // falls through to the placeholder
    }
  }
  try {
    return await draw(placeholder);
  } catch {
    return blank();
  }
}
