/** Cut to `max` characters with an ellipsis (blog titles: 37). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Empty values and "-" are shown as N/A (pass the localised N/A text). */
export function orNA(value: string | number | null | undefined, na: string): string {
  if (value === null || value === undefined) return na;
  const text = String(value).trim();
  return text === '' || text === '-' ? na : text;
}
