// The hand-written collections in French, by collection id.
import type { CollectionText } from '../types';

export const collections: Record<string, CollectionText> = {
  '9000000000001': {
    title: 'Tous les produits',
    descriptionHtml: `<p>Tout ce que nous fabriquons, au même endroit : les lames interchangeables Sharkblades pour joueurs et gardiens, l’édition Black Ghost à revêtement DLC et la glace synthétique pressée à partir de plastique océanique récupéré, pour s’entraîner à la maison ou au club.</p>`,
    seo: {
      title: 'Tous les produits – Sharkblades',
      description:
        'Lames de patin interchangeables et glace synthétique en plastique océanique de Sharkblades, conçues à Rapperswil-Jona, en Suisse.',
    },
    imageAlt: 'Un joueur file sur un lac gelé au pied des Alpes, aux premières lueurs du jour',
  },
  '9000000000002': {
    title: 'Lames de patin',
    descriptionHtml: `<p>De l’acier qui se change en dix secondes. Chaque lame Sharkblades se clipse sans outil dans le support Quick-Lock, arrive affûtée en usine et rejoint notre programme de reprise dès qu’elle atteint le repère d’usure. Choisissez votre taille, choisissez votre profil, et gardez une paire de rechange dans le sac.</p>`,
    seo: {
      title: 'Lames de patin interchangeables – Sharkblades',
      description:
        'Lames de patin de hockey interchangeables sans outil pour joueurs et gardiens, y compris l’édition premium Black Ghost.',
    },
    imageAlt: 'Trois paires de lames côte à côte : acier poli, gardien et Black Ghost à revêtement noir',
  },
  '9000000000003': {
    title: 'Glace synthétique',
    descriptionHtml: `<p>De vrais patins, de vraies carres, sans réfrigération. Les panneaux OceanIce Pro sont conçus pour les patinoires à la maison et les zones d’entraînement des clubs, et le kit découverte Greenly apporte un premier carré de glace dans le salon. Tous deux sont pressés en plastique recyclé et glissent sans spray.</p>`,
    seo: {
      title: 'Glace synthétique en plastique océanique recyclé – Sharkblades',
      description:
        'Panneaux de glace synthétique emboîtables et dalles découverte en plastique recyclé et récupéré avant d’atteindre la mer. Patinez à la maison toute l’année.',
    },
    imageAlt: 'Un jeune joueur tire des pucks sur une surface OceanIce dans un garage ensoleillé',
  },
  '9000000000004': {
    title: 'Pour les gardiens',
    descriptionHtml: `<p>L’équipement de la dernière ligne de défense. Nos lames de gardien sont plus longues et plus plates pour un papillon stable et des poussées latérales puissantes, et une zone de but OceanIce Pro vous permet de travailler vos déplacements à la maison entre deux entraînements d’équipe.</p>`,
    seo: {
      title: 'Équipement de gardien – Sharkblades',
      description:
        'Lames de gardien interchangeables au profil plat et panneaux de glace synthétique pour entraîner la zone de but à la maison.',
    },
    imageAlt: 'Un gardien se déplace d’un poteau à l’autre sur une zone de but OceanIce Pro bleu profond',
  },
};
