// Option names and values, product types and filter labels in Swiss Standard German ("ss", never "ß").
import type { Glossary } from '../types';

const COUNTED: Record<string, [string, string]> = {
  pair: ['Paar', 'Paar'],
  panel: ['Paneel', 'Paneele'],
  tile: ['Platte', 'Platten'],
  piece: ['Stück', 'Stück'],
  ball: ['Ball', 'Bälle'],
  puck: ['Puck', 'Pucks'],
  cone: ['Hütchen', 'Hütchen'],
};

export const glossary: Glossary = {
  optionNames: {
    Size: 'Grösse',
    Pack: 'Packung',
    Colour: 'Farbe',
    Profile: 'Profil',
    Kit: 'Set',
    Grit: 'Körnung',
    Length: 'Länge',
  },
  optionValues: {
    'Single pair': 'Einzelpaar',
    'Double pack': 'Doppelpack',
    'Arctic White': 'Arktisweiss',
    'Deep Blue': 'Tiefblau',
    'Ice Grey': 'Eisgrau',
    'Glacier White': 'Gletscherweiss',
    'Glacier Grey': 'Gletschergrau',
    'Moss Green': 'Moosgrün',
    Black: 'Schwarz',
    White: 'Weiss',
    Teal: 'Petrol',
  },
  countedValue: (value) => {
    const radius = /^(\d+) ft radius$/.exec(value);
    if (radius) return `${radius[1]} ft Radius`;
    const grit = /^(\d+) grit$/.exec(value);
    if (grit) return `Körnung ${grit[1]}`;
    const area = /^([\d.]+) × ([\d.]+) m$/.exec(value);
    if (area) return `${area[1]!.replace('.', ',')} × ${area[2]!.replace('.', ',')} m`;
    const counted = /^(\d+) (pair|panel|tile|piece|ball|puck|cone)s?$/.exec(value);
    if (!counted) return undefined;
    const [one, many] = COUNTED[counted[2]!]!;
    return `${counted[1]} ${counted[1] === '1' ? one : many}`;
  },
  productTypes: {
    'Skate Blades': 'Kufen',
    'Synthetic Ice': 'Kunsteis',
    Holders: 'Kufenhalter',
    Accessories: 'Zubehör',
    Training: 'Training',
  },
  filters: {
    availability: 'Verfügbarkeit',
    inStock: 'An Lager',
    outOfStock: 'Nicht an Lager',
    price: 'Preis',
    productType: 'Produktart',
    brand: 'Marke',
    tag: 'Schlagwort',
  },
};
