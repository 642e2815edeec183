import type { Messages } from '../types';

export const content = {
  stories: {
    title: 'Geschichten',
    description: 'News, Erfolgsgeschichten und Erfahrungsberichte aus der Sharkblades-Community.',
  },
  latestArticles: 'Neueste Beiträge',
  testimonialsHeading: 'Was Eisläuferinnen und Eisläufer sagen',
  trail: {
    '/about': 'Über uns',
  },
  inThisStory: 'In dieser Geschichte',
  related: 'Weitere Geschichten',
  contact: {
    offices: 'Standorte',
    showOnMap: '{office} auf der Karte',
    office: {
      europe: 'Hauptsitz & Europa',
      inc: 'USA',
      'mena-asia': 'Mena/Asien',
    },
    address: {
      europe: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Schweiz',
      inc: '88 Black Falcon Avenue, Suite 240, Boston, MA 02210',
      'mena-asia': 'Building 5, Dubai Design District, Dubai, Vereinigte Arabische Emirate',
    },
  },
  map: {
    title: 'Karte: {office}',
    open: 'Karte öffnen',
    note: 'Die Karte stammt von openstreetmap.org und wird nur mit deiner Einwilligung angezeigt.',
    allow: 'Karten-Cookies erlauben und Karte anzeigen',
    openExternal: 'Karte auf openstreetmap.org öffnen',
  },
} as const satisfies Messages['content'];
