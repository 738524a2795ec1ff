import { CreateLeadResponseSchema, type CreateLeadBody } from '../../contracts/leadCreation/create-lead';
import { requestJson } from '../../http/request-json';
import { unwrapCode } from '../../http/unwrap';

const PATH = '/create';

/** POST JSON {leadCreation}/create: stores a lead (contact form, showing booking). Resolves with the new lead id. */
export async function createLead(payload: CreateLeadBody, signal?: AbortSignal): Promise<{ id: number }> {
  const body = await requestJson('leadCreation', PATH, {
    method: 'post',
    schema: CreateLeadResponseSchema,
    json: payload,
    signal,
  });
  return unwrapCode(body, `leadCreation:${PATH}`).data;
}
