// Which office serves which country (the contact page's office sections say "Serving … the United
// States and Canada", "the Middle East, North Africa and Asia-Pacific"; Europe serves the rest).
import type { Office } from '~/lib/content/offices';

const INC = new Set(['US', 'CA']);
const MENA_ASIA = new Set(
  (
    'AE SA QA KW BH OM JO LB IL EG MA TN DZ LY IQ IR TR IN PK BD LK NP CN HK MO TW JP KR SG MY TH VN PH ID ' +
    'AU NZ KZ UZ'
  ).split(' '),
);

export function officeForCountry(code: string): Office {
  if (INC.has(code)) return 'inc';
  if (MENA_ASIA.has(code)) return 'mena-asia';
  return 'europe';
}

/** The country each office is at (a question naming an office's town asks about that office). */
export const OFFICE_COUNTRY: Record<Office, string> = { europe: 'CH', inc: 'US', 'mena-asia': 'AE' };
