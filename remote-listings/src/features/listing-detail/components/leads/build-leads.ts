import { type ListingDetail } from '@hearth/shared/contracts/cmis';
import { wireId } from '@hearth/shared/contracts/common';
import { type CreateLeadBody } from '@hearth/shared/contracts/leadCreation';
import type { Locale, SiteAgent } from '@hearth/shared';
import { LEAD_CHANNEL } from '@hearth/shared/ui';
import type { ShowingValues, WwwContactValues } from './validate-leads';

export const SHOWING_LEAD_NAME = 'Showing Request';
export const WWW_CONTACT_LEAD_NAME = 'Listing Contact';

/** Which listing a lead is about (for the agent): MLS number or identifier, and the address. */
export function listingRef(
  id: string,
  detail: Pick<ListingDetail, 'mlsNumber' | 'fullAddress'> | undefined,
): string {
  const mls = String(detail?.mlsNumber ?? '').trim();
  const address = String(detail?.fullAddress ?? '').trim();
  return [mls ? `MLS ${mls}` : id, address].filter((x) => x && x !== '-').join(', ');
}

/** The lead of a valid showing-book form; `phone` already in E.164. */
export function buildShowingLead(
  v: ShowingValues,
  phone: string,
  agent: Pick<SiteAgent, 'userId' | 'yonghuId'>,
  locale: Locale,
  listing: string,
): CreateLeadBody {
  return {
    leadName: SHOWING_LEAD_NAME,
    clientName: v.name.trim(),
    email: v.email.trim(),
    phone,
    registerAccount: false,
    channel: LEAD_CHANNEL[locale],
    agentRefer: agent.userId ?? null,
    yonghuId: wireId(agent.yonghuId),
    clientMsg: `Showing request: ${listing}. Date: ${v.date} (${v.timeSpan}). Notes: ${v.remark.trim()}`,
  };
}

/** The lead of a valid www contact form (no site agent: the listing's agents are unknown). */
export function buildWwwContactLead(
  v: WwwContactValues,
  phone: string,
  locale: Locale,
  listing: string,
): CreateLeadBody {
  const remark = v.remark.trim();
  return {
    leadName: WWW_CONTACT_LEAD_NAME,
    clientName: v.name.trim(),
    email: v.email.trim(),
    phone,
    registerAccount: false,
    channel: LEAD_CHANNEL[locale],
    agentRefer: null,
    yonghuId: null,
    clientMsg: `Contact about ${listing}.${remark ? ` ${remark}` : ''}`,
  };
}
