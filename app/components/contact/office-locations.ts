// Where each office is, for the contact page's map (addresses as on the contact page).
import type { Office } from '~/lib/content/offices';
import type { OfficeLocation } from './office-map';

export const OFFICE_LOCATIONS: Record<Office, OfficeLocation> = {
  europe: {
    label: 'Sharkblades AG',
    address: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland',
    lat: 47.2267,
    lon: 8.8226,
  },
  inc: {
    label: 'Sharkblades Inc.',
    address: '88 Black Falcon Avenue, Suite 240, Boston, MA 02210',
    lat: 42.3446,
    lon: -71.0298,
  },
  'mena-asia': {
    label: 'Sharkblades Mena/Asia FZ-LLC',
    address: 'Building 5, Dubai Design District, Dubai, United Arab Emirates',
    lat: 25.1867,
    lon: 55.2973,
  },
};
