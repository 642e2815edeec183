// The hand-written collections in Swiss Standard German, by collection id.
import type { CollectionText } from '../types';

export const collections: Record<string, CollectionText> = {
  '9000000000001': {
    title: 'Alle Produkte',
    descriptionHtml: `<p>Alles, was wir herstellen, an einem Ort: austauschbare Sharkblades-Kufen für Feldspieler und Goalies, die DLC-beschichtete Black-Ghost-Edition und Kunsteis aus geborgenem Meeresplastik für das Training zu Hause oder im Club.</p>`,
    seo: {
      title: 'Alle Produkte – Sharkblades',
      description:
        'Austauschbare Schlittschuhkufen und Kunsteis aus Meeresplastik von Sharkblades, entwickelt in Rapperswil-Jona, Schweiz.',
    },
    imageAlt: 'Ein Spieler läuft im ersten Morgenlicht mit Tempo über einen zugefrorenen See unter den Alpen',
  },
  '9000000000002': {
    title: 'Kufen',
    descriptionHtml: `<p>Stahl, den du in zehn Sekunden wechselst. Jede Sharkblades-Kufe klickt ohne Werkzeug in den Quick-Lock-Halter, kommt ab Werk geschliffen und geht in unser Rücknahmeprogramm, sobald sie die Verschleissmarke erreicht. Grösse wählen, Profil wählen – und ein Ersatzpaar in die Tasche.</p>`,
    seo: {
      title: 'Austauschbare Schlittschuhkufen – Sharkblades',
      description:
        'Werkzeuglos austauschbare Eishockeykufen für Feldspieler und Goalies, inklusive der Premium-Edition Black Ghost.',
    },
    imageAlt: 'Drei Paar Kufen nebeneinander: polierter Stahl, Goalie und die schwarz beschichtete Black Ghost',
  },
  '9000000000003': {
    title: 'Kunsteis',
    descriptionHtml: `<p>Echte Schlittschuhe, echte Kanten, keine Kühlung. OceanIce-Pro-Paneele sind für Eisflächen zu Hause und Trainingszonen im Club gebaut, und das Greenly-Einsteigerset bringt das erste Stück Eis ins Wohnzimmer. Beide werden aus recyceltem Kunststoff gepresst und gleiten ohne Spray.</p>`,
    seo: {
      title: 'Kunsteis aus recyceltem Meeresplastik – Sharkblades',
      description:
        'Ineinandergreifende Kunsteis-Paneele und Einsteigerplatten aus recyceltem und geborgenem Meeresplastik. Das ganze Jahr zu Hause Schlittschuh laufen.',
    },
    imageAlt: 'Ein junger Spieler schiesst Pucks auf einer OceanIce-Fläche in einer sonnigen Garage',
  },
  '9000000000004': {
    title: 'Für Goalies',
    descriptionHtml: `<p>Ausrüstung für die letzte Verteidigungslinie. Unsere Goaliekufen sind länger und flacher – für einen stabilen Butterfly und kräftige seitliche Pushes –, und ein OceanIce-Pro-Torraum lässt dich deine Bewegungen zwischen den Teamtrainings zu Hause üben.</p>`,
    seo: {
      title: 'Goalie-Ausrüstung – Sharkblades',
      description:
        'Austauschbare Torhüterkufen mit flachem Profil und Kunsteis-Paneele für das Torraumtraining zu Hause.',
    },
    imageAlt: 'Ein Goalie stösst sich auf einem tiefblauen OceanIce-Pro-Torraum von Pfosten zu Pfosten ab',
  },
};
