import type { Messages } from '../types';

export const productPage = {
  galleryStage: '{title}\u00a0: images et vidéos',
  galleryThumbs: '{title}\u00a0: tous les médias',
  playVideo: 'Lire la vidéo',
  playVideoNamed: 'Lire la vidéo\u00a0: {name}',
  videoDialog: 'Vidéo',
  closeVideo: 'Fermer la vidéo',
  showImage: 'Afficher l’image {index} sur {count}',
  showVideo: 'Afficher la vidéo {index} sur {count}',
  about: 'À propos de {title}',
  specifications: 'Caractéristiques techniques',
  sku: 'Référence',
  shipping:
    'Les articles en stock sont généralement expédiés sous un jour ouvrable et livrés en deux à quatre jours ouvrables.',
  returns:
    'Les produits non utilisés peuvent être retournés dans les 30 jours suivant la livraison pour un remboursement intégral.',
  completeKit: 'Complétez votre équipement',
  shippingTitle: 'Livraison',
  shippingMore: 'Délais et frais de livraison',
  returnsTitle: 'Retours',
  returnsMore: 'Notre politique de remboursement',
  notFound: 'Produit introuvable\u00a0: {handle}',
  failed: 'Impossible de charger le produit',
  inventory: {
    invalidIds: 'variantIds doit être une liste de 1 à 250 identifiants ProductVariant.',
    unavailable: 'Le stock est indisponible pour le moment.',
  },
} as const satisfies Messages['productPage'];
