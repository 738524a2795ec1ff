import type { NlpEntryInput } from '@hearth/shared/contracts/analysisService';

/**
 * Deterministic lexicon tagger: longest terms first, no overlaps, whole words for Latin terms. The type is the
 * lexicon's as stored (n, nr, ns, nt, or another part of speech the site does not style, such as v).
 */
export interface LexiconTerm {
  term: string;
  type: string;
}

type NlpEntry = NlpEntryInput & { name: string; type: string };

const LATIN = /[A-Za-z0-9]/;

function isBoundary(text: string, index: number): boolean {
  const ch = text.charAt(index);
  return ch === '' || !LATIN.test(ch);
}

/** The entries of `text`, in order of appearance, each name once (case-insensitive). */
export function tag(text: string, lexicon: readonly LexiconTerm[]): NlpEntry[] {
  const lower = text.toLowerCase();
  const taken: boolean[] = new Array(text.length).fill(false);
  const found: { at: number; entry: NlpEntry }[] = [];
  const sorted = [...lexicon].sort((a, b) => b.term.length - a.term.length || a.term.localeCompare(b.term));
  for (const { term, type } of sorted) {
    const needle = term.toLowerCase();
    const latin = LATIN.test(term);
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (latin && !(isBoundary(text, at - 1) && isBoundary(text, end))) continue;
      if (taken.slice(at, end).some(Boolean)) continue;
      taken.fill(true, at, end);
      found.push({ at, entry: { name: text.slice(at, end), type } });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.entry)
    .filter((e) => !seen.has(e.name.toLowerCase()) && seen.add(e.name.toLowerCase()));
}
