import type { CommunityEntry } from '@hearth/shared/contracts/analysisService';

/** Spec §9 (demographics). */
export const PIE_LEGEND_MAX = 8;
export const MOTHER_TONGUE_TOP = 5;
export const BAR_LABEL_MIN_PERCENT = 20;
export const GENDER_MAINLY_PERCENT = 66;
export const BAR_LABEL_MAX = 60;
export const PIE_LABEL_MAX = 50;

export interface Share {
  key: string;
  value: number;
  /** Percent of the section's total, one decimal. */
  percent: number;
}

/** Each entry's share of the section (values may be counts or shares); negative values count as 0. */
export function sharesOf(entries: readonly CommunityEntry[]): Share[] {
  const values = entries.map((e) => Math.max(0, e.Value));
  const total = values.reduce((s, x) => s + x, 0);
  return entries.map((e, i) => ({
    key: e.Key,
    value: values[i]!,
    percent: total > 0 ? Math.round((values[i]! / total) * 1000) / 10 : 0,
  }));
}

/** A pie's legend shows at most 8 entries (the first ones). */
export function pieLegendItems(labels: readonly string[]): string[] {
  return labels.slice(0, PIE_LEGEND_MAX);
}

/** The age story: the two largest groups and the sum of their shares. */
export function ageStory(
  shares: readonly Share[],
): { first: string; second: string; percent: number } | null {
  const [a, b] = [...shares].sort((x, y) => y.percent - x.percent);
  if (!a || !b) return null;
  return { first: a.key, second: b.key, percent: Math.round((a.percent + b.percent) * 10) / 10 };
}

/** The mother tongues: the top 5 and the rest grouped as Other (an "Other…" entry sent by the service joins it). */
export function topWithOther(shares: readonly Share[], otherKey: string, top = MOTHER_TONGUE_TOP): Share[] {
  const isOther = (s: Share) => /^other\b/i.test(s.key.trim());
  const ranked = shares.filter((s) => !isOther(s)).sort((x, y) => y.value - x.value);
  const rest = [...ranked.slice(top), ...shares.filter(isOther)];
  const kept = ranked.slice(0, top);
  if (rest.length === 0) return kept;
  return [
    ...kept,
    {
      key: otherKey,
      value: rest.reduce((s, x) => s + x.value, 0),
      percent: Math.round(rest.reduce((s, x) => s + x.percent, 0) * 10) / 10,
    },
  ];
}

/** Percent bar labels show only above 20%. */
export function barLabel(percent: number): string {
  return percent > BAR_LABEL_MIN_PERCENT ? `${percent}%` : '';
}

/** Gender: "mainly" one side above 66%, else null. */
export function genderLean(shares: readonly Share[]): 'male' | 'female' | null {
  for (const s of shares) {
    if (s.percent <= GENDER_MAINLY_PERCENT) continue;
    if (/^(fe)?male|women|men|女|男/i.test(s.key.trim()))
      return /^(female|women|女)/i.test(s.key.trim()) ? 'female' : 'male';
  }
  return null;
}

/** The gender card is hidden with 1 entry or fewer. */
export const showGender = (entries: readonly unknown[]) => entries.length > 1;

export type EducationLevel = 'low' | 'average' | 'high';

/** The level of an education entry from its wording (census categories). */
export function educationLevel(key: string): EducationLevel {
  const k = key.toLowerCase();
  if (/bachelor|master|doctor|medicine|above bachelor|degree in/.test(k) && !/below bachelor/.test(k))
    return 'high';
  if (/college|cegep|apprentice|trades|below bachelor|non-university/.test(k)) return 'average';
  return 'low';
}

export type EducationClass = 'extremelyHigh' | 'relativelyHigh' | 'mid';

/**
 * The area's education class (§9): "extremely high" when high-level shares exceed 25%, else "relatively high"
 * when average-level shares exceed 40%, else "Mid" when low-level shares exceed 85%; otherwise no class.
 */
export function educationClass(shares: readonly Share[]): EducationClass | null {
  const sum = (level: EducationLevel) =>
    shares.filter((s) => educationLevel(s.key) === level).reduce((t, s) => t + s.percent, 0);
  if (sum('high') > 25) return 'extremelyHigh';
  if (sum('average') > 40) return 'relativelyHigh';
  if (sum('low') > 85) return 'mid';
  return null;
}

/** Labels are cut at 60 (bar charts) or 50 (pie legends) characters, with an ellipsis. */
export function truncateLabel(text: string, max: number): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** The General figure shown as currency. */
export const isIncome = (key: string) => /income|收入/i.test(key);
