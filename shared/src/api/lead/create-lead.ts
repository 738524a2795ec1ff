import { mutationOptions } from '@tanstack/react-query';
import { CreateLeadResponseSchema, type CreateLeadBody } from '../../contracts/leadCreation/create-lead';
import { createLead as createLeadCall } from '../../contracts/spec-calls/hybrid-pages';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '../unwrap';

const PATH = createLeadCall.path;

/**
 * hybrid-pages §7 item 1, POST JSON {leadCreation}/create (the spec does not show the path; ours, recorded in
 * shared's README) with the lead payload: stores a lead (contact form, showing booking, valuation). Resolves with
 * the new lead id when the service sends one (the spec only promises the code), else null.
 */
export async function createLead(
  payload: CreateLeadBody,
  signal?: AbortSignal,
): Promise<{ id: string | null }> {
  const body = await requestCall(createLeadCall, {
    schema: CreateLeadResponseSchema,
    params: { ...payload },
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
