/** What the client typed in the complaint form. */
export interface ComplaintAnswers {
  problem: string;
  steps: string;
  promises: string;
}

export const EMPTY_ANSWERS: ComplaintAnswers = { problem: '', steps: '', promises: '' };

/** Who complains: the optional query parameters of the page (userName, email, phone). */
export interface Complainant {
  userName: string | null;
  email: string | null;
  phone: string | null;
}

/** An empty complaint is refused before sending: the problem details must not be blank. */
export function isComplaintEmpty(answers: ComplaintAnswers): boolean {
  return answers.problem.trim() === '';
}

/**
 * The combined `details` text of `customer/complain` (spec §7.15: order, name, email, phone and the complaint),
 * one labelled line each, answers trimmed, a missing value as "-". The labels are fixed English (the text is read
 * by customer service, whatever language the client uses).
 */
export function complaintDetails(orderName: string, who: Complainant, answers: ComplaintAnswers): string {
  const value = (text: string | null) => (text && text.trim() ? text.trim() : '-');
  return [
    `Order: ${value(orderName)}`,
    `Name: ${value(who.userName)}`,
    `Email: ${value(who.email)}`,
    `Phone: ${value(who.phone)}`,
    `Problem details: ${value(answers.problem)}`,
    `Steps taken: ${value(answers.steps)}`,
    `Promises made by the vendor: ${value(answers.promises)}`,
  ].join('\n');
}
