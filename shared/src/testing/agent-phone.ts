import { within } from '@testing-library/react';
import { useSiteStore } from '../stores/site-store';
import { agentPhoneOf } from '../ui/agent-sidebar/agent-phone';
// Test code only: the product loads the formatter on demand (useFormattedPhone).
import { formatPhoneNational } from '../format/phone';

/**
 * When the rendered page shows the site agent's profile (agent sidebar), waits until its phone is shown in national
 * format: the formatter loads on demand, so without this wait its update would land after the test. The expected
 * text is derived from the agent in the site store, not hard-coded.
 */
export async function agentPhoneSettled(container: HTMLElement): Promise<void> {
  const agent = useSiteStore.getState().agent;
  if (!agent || !container.querySelector('.agent-profile')) return;
  const raw = agentPhoneOf(agent);
  if (!raw) return;
  await within(container).findByText(formatPhoneNational(raw));
}
