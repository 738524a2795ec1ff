import { useEffect, useState } from 'react';
import { NLP_PROPER_NAME_TYPES, type NlpEntry } from '@hearth/shared/contracts';
import { postNlpChinese } from './nlp-chinese';

/** A tag of a blog title: nouns in the default colour, proper names (person, place, organisation) grey. */
export interface TitleTag {
  name: string;
  kind: 'noun' | 'proper';
}

export function toTitleTags(entries: readonly NlpEntry[]): TitleTag[] {
  return entries.map((e) => ({
    name: e.name,
    kind: NLP_PROPER_NAME_TYPES.includes(e.type) ? 'proper' : 'noun',
  }));
}

const NO_TAGS: ReadonlyMap<string, TitleTag[]> = new Map();

/**
 * Tags of each title (looked up by title text, so tags of a previous page never land on another title).
 * Tags are decoration: if tagging fails the list still shows, without tags and without an error banner (logged).
 */
export function useTitleTags(titles: readonly string[]): ReadonlyMap<string, TitleTag[]> {
  const key = JSON.stringify(titles);
  const [tags, setTags] = useState(NO_TAGS);
  useEffect(() => {
    const strs = JSON.parse(key) as string[];
    if (strs.length === 0) return;
    const controller = new AbortController();
    postNlpChinese(strs, controller.signal).then(
      (results) => {
        if (!controller.signal.aborted)
          setTags(new Map(results.map((r, i) => [strs[i] ?? r.text, toTitleTags(r.entries)])));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('[blogs] title tagging failed; showing the list without tags', error);
      },
    );
    return () => controller.abort();
  }, [key]);
  return tags;
}
