// Option names and values, product types and filter labels in French as written in Switzerland.
import type { Glossary } from '../types';

const COUNTED: Record<string, [string, string]> = {
  pair: ['paire', 'paires'],
  panel: ['panneau', 'panneaux'],
  tile: ['dalle', 'dalles'],
  piece: ['pièce', 'pièces'],
  ball: ['balle', 'balles'],
  puck: ['puck', 'pucks'],
  cone: ['cône', 'cônes'],
};

export const glossary: Glossary = {
  optionNames: {
    Size: 'Taille',
    Pack: 'Lot',
    Colour: 'Couleur',
    Profile: 'Profil',
    Kit: 'Kit',
    Grit: 'Grain',
    Length: 'Longueur',
  },
  optionValues: {
    'Single pair': 'Une paire',
    'Double pack': 'Lot de deux',
    'Arctic White': 'Blanc arctique',
    'Deep Blue': 'Bleu profond',
    'Ice Grey': 'Gris glace',
    'Glacier White': 'Blanc glacier',
    'Glacier Grey': 'Gris glacier',
    'Moss Green': 'Vert mousse',
    Black: 'Noir',
    White: 'Blanc',
    Teal: 'Bleu canard',
  },
  countedValue: (value) => {
    const radius = /^(\d+) ft radius$/.exec(value);
    if (radius) return `Rayon ${radius[1]} ft`;
    const grit = /^(\d+) grit$/.exec(value);
    if (grit) return `Grain ${grit[1]}`;
    const area = /^([\d.]+) × ([\d.]+) m$/.exec(value);
    if (area) return `${area[1]!.replace('.', ',')} × ${area[2]!.replace('.', ',')} m`;
    const counted = /^(\d+) (pair|panel|tile|piece|ball|puck|cone)s?$/.exec(value);
    if (!counted) return undefined;
    const [one, many] = COUNTED[counted[2]!]!;
    return `${counted[1]} ${counted[1] === '1' ? one : many}`;
  },
  productTypes: {
    'Skate Blades': 'Lames de patin',
    'Synthetic Ice': 'Glace synthétique',
    Holders: 'Supports de lame',
    Accessories: 'Accessoires',
    Training: 'Entraînement',
  },
  filters: {
    availability: 'Disponibilité',
    inStock: 'En stock',
    outOfStock: 'En rupture de stock',
    price: 'Prix',
    productType: 'Type de produit',
    brand: 'Marque',
    tag: 'Étiquette',
  },
};
