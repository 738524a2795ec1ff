/**
 * The `{receive}` route segment of the delivery and renew pages: an encoded sale-order identifier. Decoded
 * tolerantly: base64 in the standard or URL-safe alphabet, with or without padding, surrounding spaces ignored, a
 * value still percent-encoded once more decoded first. The result must be printable ASCII; anything else is
 * undecodable (null) and the page goes to /not/found.
 */
export function decodeReceive(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let text = raw.trim();
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  text = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text + '='.repeat((4 - (text.length % 4)) % 4));
  } catch {
    return null;
  }
  const decoded = binary.trim();
  return /^[\x20-\x7e]+$/.test(decoded) ? decoded : null;
}

/** The sale-order id of a delivery link (`{receive}` = base64 of the numeric id), or null. */
export function receiveOrderId(raw: string | null | undefined): string | null {
  const text = decodeReceive(raw);
  return text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? String(Number(text)) : null;
}

/** The sale-order name of a renew link (`{receive}` = base64 of the name, e.g. SO0061), or null. */
export function receiveOrderName(raw: string | null | undefined): string | null {
  const text = decodeReceive(raw);
  return text && /^[A-Za-z0-9][A-Za-z0-9_./-]{0,63}$/.test(text) ? text : null;
}

/** The `{receive}` segment of a sale order (what the links carry): base64 of the id or name. */
export function encodeReceive(value: string | number): string {
  return btoa(String(value));
}
