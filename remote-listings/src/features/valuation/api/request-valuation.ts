import { trackFetching, type Locale, type SiteAgent } from '@hearth/shared';
import type { UserInfo } from '@hearth/shared/contracts/cmis';
import { wireId } from '@hearth/shared/contracts/common';
import type { CreateLeadBody } from '@hearth/shared/contracts/leadCreation';
import { loginByUid } from '@hearth/shared/site';
import { createLead, LEAD_CHANNEL } from '@hearth/shared/ui';

export const VALUATION_LEAD_NAME = 'Home Valuation';

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
