import { RECEIVE_COMPLAIN, RECEIVE_PENDING } from '@hearth/shared/contracts/vendorService';

/** What this visit did: nothing yet, accepted, or complained (both successful). */
export type DeliveryOutcome = 'none' | 'accepted' | 'complained';

/**
 * The buttons of the delivery page (spec §4):
 * - RECEIVE_PENDING: Accept Delivery and Filling Complaints;
 * - RECEIVE_COMPLAIN: one disabled COMPLAINT PROCESSING;
 * - any other state: one disabled ACCEPTED;
 * - after a successful accept: a grey ACCEPTED; after a successful complaint: a grey COMPLAIN PROCESSING.
 */
export type DeliveryButtons =
  { kind: 'open' } | { kind: 'closed'; label: 'accepted' | 'complaintProcessing' | 'complainProcessing' };

export function deliveryButtons(state: string, outcome: DeliveryOutcome): DeliveryButtons {
  if (outcome === 'accepted') return { kind: 'closed', label: 'accepted' };
  if (outcome === 'complained') return { kind: 'closed', label: 'complainProcessing' };
  if (state === RECEIVE_PENDING) return { kind: 'open' };
  if (state === RECEIVE_COMPLAIN) return { kind: 'closed', label: 'complaintProcessing' };
  return { kind: 'closed', label: 'accepted' };
}
