import type { CreateLeadBody } from '../../contracts/leadCreation/create-lead';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import type { Locale } from '../../i18n/locales';
import { phoneDigits, type ContactValues } from './validate-contact';

/** The lead's `channel`: one value per site language (a data value, not a translation). */
export const LEAD_CHANNEL: Record<Locale, string> = {
  en: 'Agent Website',
  'zh-CN': '经纪人网站',
};

/** Label of leads from the sidebar's contact form. */
export const CONTACT_LEAD_NAME = 'Agent Website Contact';

/** The lead payload of a valid contact form: phone as E.164 (the only region is +1). */
export function buildContactLead(values: ContactValues, agent: AgentInfo, locale: Locale): CreateLeadBody {
  return {
    leadName: CONTACT_LEAD_NAME,
    clientName: values.name.trim(),
    email: values.email.trim(),
    phone: `+1${phoneDigits(values.phone)}`,
    registerAccount: false,
    channel: LEAD_CHANNEL[locale],
    agentRefer: String(agent.userId),
    yonghuId: agent.yonghuId,
    clientMsg: values.remark.trim(),
  };
}
