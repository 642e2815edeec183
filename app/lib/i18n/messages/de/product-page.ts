import type { Messages } from '../types';

export const productPage = {
  galleryStage: '{title}: Bilder und Videos',
  galleryThumbs: '{title}: alle Medien',
  playVideo: 'Video abspielen',
  playVideoNamed: 'Video abspielen: {name}',
  videoDialog: 'Video',
  closeVideo: 'Video schliessen',
  showImage: 'Bild {index} von {count} zeigen',
  showVideo: 'Video {index} von {count} zeigen',
  about: 'Über {title}',
  specifications: 'Technische Daten',
  sku: 'Artikelnummer',
  shipping:
    'Artikel an Lager werden in der Regel innert eines Werktags versandt und treffen nach zwei bis vier Arbeitstagen bei dir ein.',
  returns:
    'Unbenutzte Produkte kannst du innert 30 Tagen nach Erhalt zurückgeben und erhältst den vollen Betrag zurück.',
  completeKit: 'Ergänze deine Ausrüstung',
  shippingTitle: 'Versand',
  shippingMore: 'Lieferzeiten und Versandkosten',
  returnsTitle: 'Rückgabe',
  returnsMore: 'Unsere Rückgaberichtlinie',
  notFound: 'Produkt nicht gefunden: {handle}',
  failed: 'Das Produkt konnte nicht geladen werden',
  inventory: {
    invalidIds: 'variantIds muss eine Liste von 1 bis 250 ProductVariant-IDs sein.',
    unavailable: 'Der Lagerbestand ist im Moment nicht verfügbar.',
  },
} as const satisfies Messages['productPage'];
