// Where each office is, for the contact page's map; its address in the page's language is the
// catalogue's (`content.contact.address`).
import type { Office } from '~/lib/content/offices';
import type { OfficeLocation } from './office-map';

export const OFFICE_LOCATIONS: Record<Office, Omit<OfficeLocation, 'address'>> = {
  europe: { label: 'Sharkblades AG', lat: 47.2267, lon: 8.8226 },
  inc: { label: 'Sharkblades Inc.', lat: 42.3446, lon: -71.0298 },
  'mena-asia': { label: 'Sharkblades Mena/Asia FZ-LLC', lat: 25.1867, lon: 55.2973 },
};
