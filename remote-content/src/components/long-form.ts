import type { Locale } from '@hearth/shared';

/** A block of long-form copy: a paragraph, or a list of items. */
export type Block = string | readonly string[];

export interface DocSection {
  /** Anchor id (`#id`), stable across languages. */
  id: string;
  heading: string;
  body: readonly Block[];
}

/** A long-form page (legal text, guide): title, date line, intro, sections with anchors. */
export interface LongFormDoc {
  title: string;
  /** "Last revised …" line, when the document has one. */
  dated?: string;
  intro?: readonly Block[];
  sections: readonly DocSection[];
}

/** Long-form copy in both languages (lazy-loaded with its page; key parity is tested like the i18n files). */
export type Bilingual<T> = Record<Locale, T>;
