import { ApiError, requestCall, trackFetching, type Locale, type SiteAgent } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { LoginUidResponseSchema, type UserInfo } from '@hearth/shared/contracts/cmis';
import { wireId } from '@hearth/shared/contracts/common';
import { type CreateLeadBody } from '@hearth/shared/contracts/leadCreation';
import { loginUid } from '@hearth/shared/spec-calls';
import { createLead, LEAD_CHANNEL } from '@hearth/shared/ui';

export const VALUATION_LEAD_NAME = 'Home Valuation';

/**
 * hybrid-pages §7 item 12, POST JSON {cmis}/login/uid {uid, ltype: 1}: status 200 and code 200 give the app user
 * (uName, uEmail) in data.data; any other code: no user (null).
 */
export async function loginByUid(uid: string, signal?: AbortSignal): Promise<UserInfo | null> {
  const body = await requestCall(loginUid, {
    schema: LoginUidResponseSchema,
    params: { uid, ltype: 1 },
    signal,
  });
  try {
    return unwrapCode(body, `cmis:${loginUid.path}`).data;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return null;
    throw error;
  }
}

/** The valuation lead: the user's name and e-mail, no phone, registerAccount false, the channel of the language. */
export function buildValuationLead(
  address: string,
  user: Pick<UserInfo, 'uName' | 'uEmail'>,
  agent: Pick<SiteAgent, 'userId' | 'yonghuId'> | null,
  locale: Locale,
): CreateLeadBody {
  return {
    leadName: VALUATION_LEAD_NAME,
    clientName: (user.uName ?? '').trim(),
    email: (user.uEmail ?? '').trim(),
    phone: '',
    registerAccount: false,
    channel: LEAD_CHANNEL[locale],
    agentRefer: agent?.userId ?? null,
    yonghuId: wireId(agent?.yonghuId),
    clientMsg: `Home valuation request: ${address.trim()}`,
  };
}

/** The app user has no account (login/uid answered no user). */
export class NoUserError extends Error {}

/** login/uid, then the lead (the global fetch counter up for both calls). */
export function requestValuation(input: {
  uid: string;
  address: string;
  agent: Pick<SiteAgent, 'userId' | 'yonghuId'> | null;
  locale: Locale;
}) {
  return trackFetching(
    (async () => {
      const user = await loginByUid(input.uid);
      if (!user) throw new NoUserError(input.uid);
      return createLead(buildValuationLead(input.address, user, input.agent, input.locale));
    })(),
  );
}
