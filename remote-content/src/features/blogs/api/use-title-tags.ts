import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NLP_PROPER_NAME_TYPES, type NlpEntry } from '@hearth/shared/contracts/analysisService';
import { nlpChineseQuery } from './nlp-chinese';

/** A tag of a blog title: nouns in the default colour, proper names (person, place, organisation) grey. */
export interface TitleTag {
  name: string;
  kind: 'noun' | 'proper';
}

/** Nouns → default tags, proper names → grey tags; any other part of speech (type null) → no tag. */
export function toTitleTags(entries: readonly NlpEntry[]): TitleTag[] {
  return entries.flatMap((e): TitleTag[] => {
    if (e.type === null) return [];
    return [{ name: e.name, kind: NLP_PROPER_NAME_TYPES.includes(e.type) ? 'proper' : 'noun' }];
  });
}

const NO_TAGS: ReadonlyMap<string, TitleTag[]> = new Map();

/**
 * Tags of each title (looked up by title text, so tags of a previous page never land on another title).
 * Tags are decoration: if tagging fails the list still shows, without tags and without an error banner (logged).
 */
export function useTitleTags(titles: readonly string[]): ReadonlyMap<string, TitleTag[]> {
  const query = useQuery({ ...nlpChineseQuery(titles), enabled: titles.length > 0 });
  const { data, error } = query;
  useEffect(() => {
    if (error) console.warn('[blogs] title tagging failed; showing the list without tags', error);
  }, [error]);
  // A result is matched to its title by its text; by position only when it echoes none (a malformed result may
  // have been dropped by the contract, shifting the positions).
  return useMemo(() => {
    if (!data) return NO_TAGS;
    const byTitle = new Map<string, TitleTag[]>();
    data.forEach((r, i) => {
      const title = r.text !== null && titles.includes(r.text) ? r.text : titles[i];
      if (title !== undefined && !byTitle.has(title)) byTitle.set(title, toTitleTags(r.entries));
    });
    return byTitle;
  }, [data, titles]);
}
