// Entry-chunk safe (shared/src/early): no runtime import at all.

/** Home-page templates chosen by the home container (public-site.md §2). */
export const HOME_TEMPLATES = ['default', 'demo', 'epic'] as const;
export type HomeTemplate = (typeof HOME_TEMPLATES)[number];

/**
 * The template of the store info in a user-info answer as received (`data.storeInfo.template`, any case), as the
 * home container reads it: default when the store info or the template is missing or unknown; null when the answer
 * is not an OK one (`code` 200).
 */
export function homeTemplateOf(body: unknown): HomeTemplate | null {
  const envelope = body as {
    code?: unknown;
    data?: { storeInfo?: { template?: unknown } | null } | null;
  } | null;
  if (envelope?.code !== 200) return null;
  const raw = envelope.data?.storeInfo?.template;
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return HOME_TEMPLATES.find((t) => t === name) ?? 'default';
}
