import { mutationOptions } from '@tanstack/react-query';
import { CreateLeadResponseSchema, type CreateLeadBody } from '../../contracts/leadCreation/create-lead';
import { requestJson, unwrapCode } from '@hearth/shared';

const PATH = '/create';

/**
 * POST JSON {leadCreation}/create: stores a lead (contact form, showing booking). Resolves with the new lead id
 * when the service sends one (the spec only promises the code), else null.
 */
export async function createLead(
  payload: CreateLeadBody,
  signal?: AbortSignal,
): Promise<{ id: string | null }> {
  const body = await requestJson('leadCreation', PATH, {
    method: 'post',
    schema: CreateLeadResponseSchema,
    json: payload,
    signal,
  });
  return { id: unwrapCode(body, `leadCreation:${PATH}`).data?.id ?? null };
}

/** Mutation key of lead creation: the pending state of this key locks a form against a second submit. */
export const CREATE_LEAD_KEY = ['leadCreation', PATH] as const;

/** Lead creation as a mutation (`useMutation`): never retried (POST), one request per submit. */
export function createLeadMutation() {
  return mutationOptions({
    mutationKey: CREATE_LEAD_KEY,
    mutationFn: (payload: CreateLeadBody) => createLead(payload),
  });
}
