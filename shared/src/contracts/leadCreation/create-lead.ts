import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { Id, maybe } from '../tolerant';

/** POST JSON {leadCreation}/create : stores a lead (contact form, showing booking, valuation request). */

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `at most ${max} characters`));

/**
 * The lead payload. Server rules (400 with msg otherwise): clientName non-empty; e-mail or phone present;
 * a non-empty e-mail must be valid; a non-empty phone is 10-15 digits with an optional leading + (E.164
 * from the site, 10 digits from hybrid pages; spaces, dashes and brackets are ignored).
 */
export const LeadPayloadSchema = v.pipe(
  v.object({
    /** Free label of the lead, e.g. "Showing Request" or "Home Valuation". */
    leadName: v.optional(Text(200), ''),
    clientName: v.pipe(Text(100), v.nonEmpty('name cannot be empty')),
    email: v.optional(v.union([v.literal(''), v.pipe(Text(200), v.email('invalid email format'))]), ''),
    phone: v.optional(
      v.pipe(
        v.string(),
        v.transform((p) => p.replace(/[\s()-]/g, '')),
        v.regex(/^(\+?\d{10,15})?$/, 'phone format incorrect'),
      ),
      '',
    ),
    registerAccount: v.optional(v.boolean(), false),
    /** Where the lead came from (English or Chinese variant value). */
    channel: v.pipe(Text(100), v.nonEmpty('channel is required')),
    agentRefer: v.nullish(Text(200)),
    /** Lead-routing id of the agent (AgentInfo.yonghuId): a number or a string id (ids are opaque). */
    yonghuId: v.nullish(v.union([v.pipe(v.number(), v.finite()), Text(100)])),
    clientMsg: v.optional(Text(4000), ''),
  }),
  v.check((l) => l.email !== '' || l.phone !== '', 'email or phone is required'),
);
export type LeadPayload = v.InferInput<typeof LeadPayloadSchema>;
export const CreateLeadBodySchema = LeadPayloadSchema;
export type CreateLeadBody = LeadPayload;

/** Extra success data (the spec only says "success shows a notice"): the new lead's id, as a string. */
export const CreatedLeadSchema = v.object({ id: maybe(Id) });
export type CreatedLead = v.InferOutput<typeof CreatedLeadSchema>;

/**
 * `{ code: 200, data: { id } }`; invalid input → HTTP 400 `{ code: 400, msg }`. Only the code matters: the data
 * may be absent or of another shape (→ null).
 */
export const CreateLeadResponseSchema = codeEnvelope(maybe(CreatedLeadSchema));
export type CreateLeadResponse = v.InferOutput<typeof CreateLeadResponseSchema>;
