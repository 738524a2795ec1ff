import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NumberLike, Text, tolerantList } from '../tolerant';

/** GET {analysisService}/community/epic?Latitude=&Longitude= : census-like data of the area around a point. */

export const CommunityEpicQuerySchema = v.object({
  Latitude: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.finite(),
    v.minValue(-90),
    v.maxValue(90),
  ),
  Longitude: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.finite(),
    v.minValue(-180),
    v.maxValue(180),
  ),
});
export type CommunityEpicQuery = v.InferInput<typeof CommunityEpicQuerySchema>;

/** The chart sections (spec: hybrid-pages.md "Community data"). */
export const COMMUNITY_SECTIONS = [
  'Citizenship',
  'Ownership',
  'WorkLocation',
  'MotherTongue',
  'Age',
  'Education',
  'Gender',
  'Income',
  'Construction',
  'HouseholdSize',
  'MaritalStatus',
  'WorkTransportation',
  'Employment',
  'OccupiedDwellings',
] as const;
export type CommunitySection = (typeof COMMUNITY_SECTIONS)[number];
/** The neighbourhood facts (text). */
export const COMMUNITY_FACTS = ['Province', 'EconomicRegion', 'CensusDivision'] as const;
export type CommunityFact = (typeof COMMUNITY_FACTS)[number];

const LABEL = 'analysisService:/community/epic data';

/** A chart entry: its key and a number (a count or a share; the page computes the shares). */
export const CommunityEntrySchema = v.object({ Key: Text, Value: NumberLike });
export type CommunityEntry = v.InferOutput<typeof CommunityEntrySchema>;
/** A General figure: a number, or a text value. */
export const GeneralEntrySchema = v.object({ Key: Text, Value: v.union([NumberLike, Text]) });
export type GeneralEntry = v.InferOutput<typeof GeneralEntrySchema>;

export interface CommunityData {
  sections: Partial<Record<CommunitySection, CommunityEntry[]>>;
  general: GeneralEntry[];
  facts: Partial<Record<CommunityFact, string>>;
}

function entries<T extends v.GenericSchema>(schema: T, data: unknown, name: string): v.InferOutput<T>[] {
  const out = v.safeParse(tolerantList(schema, `${LABEL}.${name}`), data);
  return out.success ? out.output : [];
}

/** Reads one section: `Data` as a list of { Key, Value } (or a text for the facts). */
function collect(out: CommunityData, name: string, data: unknown): void {
  const section = COMMUNITY_SECTIONS.find((s) => s.toLowerCase() === name.toLowerCase());
  if (section) out.sections[section] = entries(CommunityEntrySchema, data, section);
  else if (name.toLowerCase() === 'general') out.general = entries(GeneralEntrySchema, data, 'General');
  else {
    const fact = COMMUNITY_FACTS.find((f) => f.toLowerCase() === name.toLowerCase());
    const text = v.safeParse(Text, data);
    if (fact && text.success && text.output.trim()) out.facts[fact] = text.output.trim();
  }
}

const Section = v.object({ Name: Text, Data: v.unknown() });

/**
 * The community data, read tolerantly in either shape a service may send: a list of sections `{ Name, Data }`
 * (the spec's words) or an object keyed by section name whose values are the sections (`{ Name, Data }`) or
 * their `Data` directly. Unknown sections are ignored; a malformed section is skipped; a malformed entry is
 * dropped and reported (tolerant lists). Output: `{ sections, general, facts }`.
 */
export const CommunityDataSchema = v.pipe(
  v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]),
  v.transform((raw): CommunityData => {
    const out: CommunityData = { sections: {}, general: [], facts: {} };
    if (Array.isArray(raw)) {
      for (const item of raw) {
        const s = v.safeParse(Section, item);
        if (s.success) collect(out, s.output.Name, s.output.Data);
      }
    } else {
      for (const [name, value] of Object.entries(raw)) {
        const s = v.safeParse(Section, value);
        collect(out, name, s.success ? s.output.Data : value);
      }
    }
    return out;
  }),
);

export const CommunityEpicResponseSchema = codeEnvelope(CommunityDataSchema);
export type CommunityEpicResponse = v.InferOutput<typeof CommunityEpicResponseSchema>;
