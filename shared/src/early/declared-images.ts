// Entry-chunk safe (shared/src/early): no runtime import of the shared singleton.
import { httpUrlOf, preloadImage } from './preload-image';

/**
 * The pictures a declared GET's answer names that its module shows first (the first screen's largest paint):
 * `list`, a dot path to an array in the JSON answer (`data`); `field`, the picture URL of each item (`picture`);
 * `count`, how many from the start (the first row). The entry preloads them once the answer is in, instead of once
 * the module has loaded and rendered its cards.
 */
export interface DeclaredImages {
  list: string;
  field: string;
  count: number;
}

const DOT_PATH = /^\w+(?:\.\w+)*$/;
const FIELD = /^\w+$/;
/** A first row, not a gallery: preloads compete with the page's own requests. */
const MAX_IMAGES = 6;

/** Reads an untrusted hint; a malformed one is dropped (undefined), never thrown. */
export function parseDeclaredImages(raw: unknown): DeclaredImages | undefined {
  const { list, field, count } = (raw ?? {}) as { list?: unknown; field?: unknown; count?: unknown };
  if (typeof list !== 'string' || !DOT_PATH.test(list) || typeof field !== 'string' || !FIELD.test(field))
    return undefined;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_IMAGES)
    return undefined;
  return { list, field, count };
}

/** The http(s) picture URLs `images` names in an answer (none when the answer does not have that shape). */
export function declaredImageUrls(body: unknown, images: DeclaredImages): string[] {
  let items: unknown = body;
  for (const key of images.list.split('.'))
    items = items && typeof items === 'object' ? (items as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(items)) return [];
  return items.slice(0, images.count).flatMap((item: unknown) => {
    const url = httpUrlOf(
      item && typeof item === 'object' ? (item as Record<string, unknown>)[images.field] : null,
    );
    return url ? [url] : [];
  });
}

/** Once `answer` is in (2xx, JSON), preloads the pictures `images` names in it; anything else does nothing. */
export function preloadDeclaredImages(answer: Promise<Response>, images: DeclaredImages): Promise<void> {
  return answer
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .then((body) => declaredImageUrls(body, images).forEach((url) => preloadImage(url)))
    .catch(() => undefined);
}
