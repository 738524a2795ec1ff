import type { Bilingual } from '../../../components/long-form';

export interface GuideStep {
  title: string;
  text: string;
}

/** A guide: groups `#step1`…`#step4`, each with its steps (numbered across the guide). */
export interface Guide {
  title: string;
  intro: string;
  groups: readonly {
    id: 'step1' | 'step2' | 'step3' | 'step4';
    heading: string;
    steps: readonly GuideStep[];
  }[];
}

export type BilingualGuide = Bilingual<Guide>;
