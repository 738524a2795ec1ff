import type { CreateLeadBody } from '../../contracts/leadCreation/create-lead';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import { wireId } from '../../contracts/tolerant';
import type { Locale } from '../../i18n/locales';
import { phoneDigits, type ContactValues } from './validate-contact';

/** The lead's `channel`: one value per site language (a data value, not a translation). */
export const LEAD_CHANNEL: Record<Locale, string> = {
  en: 'Agent Website',
  'zh-CN': '经纪人网站',
};

/** Label of leads from the sidebar's contact form. */
export const CONTACT_LEAD_NAME = 'Agent Website Contact';

/**
 * The lead payload of a valid contact form: phone as E.164 (the only region is +1). The agent ids are optional in
 * the user info: a missing one is sent as null; a numeric one as a number (`wireId`). `registerAccount`: the
 * visitor ticked the registration option (only offered where the page turns registration on).
 */
export function buildContactLead(
  values: ContactValues,
  agent: AgentInfo,
  locale: Locale,
  registerAccount = false,
): CreateLeadBody {
  return {
    leadName: CONTACT_LEAD_NAME,
    clientName: values.name.trim(),
    email: values.email.trim(),
    phone: `+1${phoneDigits(values.phone)}`,
    registerAccount,
    channel: LEAD_CHANNEL[locale],
    agentRefer: agent.userId ?? null,
    yonghuId: wireId(agent.yonghuId),
    clientMsg: values.remark.trim(),
  };
}
