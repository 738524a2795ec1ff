import { embedImage } from './embed-image';

/** A card picture of the group: the `data-flyer-image` value of its `<img>` and its address. */
export interface FlyerImage {
  key: string;
  url: string | null;
}

/**
 * Produces the flyer of one group: every listing image converted to an embedded picture in parallel (360 × 280),
 * then html2canvas (loaded only now) captures the group's element, with the embedded pictures swapped into its
 * clone (`data-flyer-image`). A PNG data URL (the site's CSP allows data: pictures, not blob:).
 */
export async function captureFlyer(
  element: HTMLElement,
  images: readonly FlyerImage[],
  placeholder: string,
): Promise<string> {
  const [embedded, { default: html2canvas }] = await Promise.all([
    Promise.all(images.map(async (image) => [image.key, await embedImage(image.url, placeholder)] as const)),
    import(/* webpackChunkName: "html2canvas" */ 'html2canvas'),
  ]);
  const byKey = new Map(embedded);
  const canvas = await html2canvas(element, {
    useCORS: true,
    scale: 1,
    backgroundColor: '#ffffff',
    logging: false,
    onclone: (doc) => {
      doc.querySelectorAll<HTMLImageElement>('img[data-flyer-image]').forEach((img) => {
        const src = byKey.get(img.dataset.flyerImage ?? '');
        if (!src) return;
        // A fresh element: html2canvas reads `currentSrc || src`, and a reused one may still report the old address.
        const copy = doc.createElement('img');
        copy.className = img.className;
        copy.alt = img.alt;
        copy.width = img.width;
        copy.height = img.height;
        copy.src = src;
        img.replaceWith(copy);
      });
    },
  });
  return canvas.toDataURL('image/png');
}
