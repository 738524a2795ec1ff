import { ApiError } from '@hearth/shared';

/** The OK branch of a `{ code, msg, data }` envelope, or a business ApiError carrying the code and message. */
export function unwrapCode<T extends { code: number }>(body: T, url: string): Extract<T, { code: 200 }> {
  if (body.code !== 200) {
    const msg = (body as { msg?: string | null }).msg ?? undefined;
    throw new ApiError({ kind: 'business', url, code: body.code, detail: msg });
  }
  return body as Extract<T, { code: 200 }>;
}

/** The OK branch of an `{ errorCode, errorMsg, data }` envelope (coupon and trade services). */
export function unwrapErrorCode<T extends { errorCode: number }>(
  body: T,
  url: string,
): Extract<T, { errorCode: 200 }> {
  if (body.errorCode !== 200) {
    const msg = (body as { errorMsg?: string | null }).errorMsg ?? undefined;
    throw new ApiError({ kind: 'business', url, code: body.errorCode, detail: msg });
  }
  return body as Extract<T, { errorCode: 200 }>;
}
