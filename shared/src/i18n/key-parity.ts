type Tree = Record<string, unknown>;

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * Keys present in one language and missing (or empty) in the other. Every package's i18n test calls this,
 * so a key missing in either language fails the build.
 */
export function findMissingKeys(
  en: Tree,
  zh: Tree,
): { missingInZh: string[]; missingInEn: string[]; empty: string[] } {
  const enKeys = new Set(flatten(en));
  const zhKeys = new Set(flatten(zh));
  const valueAt = (tree: Tree, path: string): unknown =>
    path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const empty = [...enKeys, ...zhKeys].filter((k) => {
    const value = valueAt(enKeys.has(k) ? en : zh, k);
    return typeof value === 'string' && value.trim() === '';
  });
  return {
    missingInZh: [...enKeys].filter((k) => !zhKeys.has(k)),
    missingInEn: [...zhKeys].filter((k) => !enKeys.has(k)),
    empty,
  };
}
