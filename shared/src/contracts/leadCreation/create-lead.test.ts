import * as v from 'valibot';
import { CreateLeadResponseSchema, LeadPayloadSchema } from './create-lead';

describe('CreateLeadResponseSchema', () => {
  it('accepts the spec-only answer: a code (the spec names no data)', () => {
    expect(v.parse(CreateLeadResponseSchema, { code: 200 })).toEqual({ code: 200, msg: null, data: null });
  });
  it('accepts extra fields; the lead id is a string', () => {
    expect(
      v.parse(CreateLeadResponseSchema, { code: 200, data: { id: 12, createdAt: 'x' }, msg: 'ok' }),
    ).toEqual({
      code: 200,
      msg: 'ok',
      data: { id: '12' },
    });
  });
  it('fails when the code is missing or not a code', () => {
    expect(v.safeParse(CreateLeadResponseSchema, { data: { id: 1 } }).success).toBe(false);
    expect(v.safeParse(CreateLeadResponseSchema, { code: true }).success).toBe(false);
  });
});

describe('LeadPayloadSchema (request)', () => {
  const lead = { clientName: 'Ann', email: 'ann@example.com', channel: 'Agent Website' };
  it('accepts string and numeric agent ids', () => {
    expect(v.safeParse(LeadPayloadSchema, { ...lead, yonghuId: 81001 }).success).toBe(true);
    expect(v.safeParse(LeadPayloadSchema, { ...lead, yonghuId: 'u-81001' }).success).toBe(true);
    expect(v.safeParse(LeadPayloadSchema, { ...lead, yonghuId: null }).success).toBe(true);
  });
  it('still enforces the server rules', () => {
    expect(v.safeParse(LeadPayloadSchema, { ...lead, clientName: ' ' }).success).toBe(false);
    expect(v.safeParse(LeadPayloadSchema, { ...lead, email: '' }).success).toBe(false);
  });
});
