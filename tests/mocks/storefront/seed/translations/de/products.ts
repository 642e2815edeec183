// The hand-written products in Swiss Standard German ("ss", never "ß"), by product id.
import type { ProductText } from '../types';

export const products: Record<string, ProductText> = {
  '8000000000001': {
    title: 'Sharkblades',
    descriptionHtml: `<p>Sharkblades sind austauschbare Stahlkufen für alle, die lieber auf dem Eis stehen als am Schleifservice anzustehen. Hebel am Sharkblades-Halter umlegen, die abgenutzte Kufe herausziehen, eine frische einklicken. Kein Schraubenzieher, keine Nieten, kein Umweg über den Sportladen – und schneller, als du deinen Stock neu tapest.</p>
<p>Jede Kufe wird aus gehärtetem schwedischem Edelstahl geschliffen und verlässt unsere Werkstatt in Rapperswil-Jona ab Werk geschärft: 13&nbsp;mm (1/2") Hohlschliff mit 10&nbsp;ft Profil. So fühlt sich der erste Schritt genau an wie der letzte auf deinem alten Paar. Hast du ein Ersatzpaar in der Tasche, ist eine ausgebrochene Kante im zweiten Drittel nicht mehr das Ende deines Spiels.</p>
<p>Ist eine Kufe bis zur Verschleissmarke heruntergeschliffen, schick sie uns zurück. Wir recyceln den Stahl, und du erhältst CHF&nbsp;20 Rabatt auf dein nächstes Paar.</p>
<ul>
<li>Material: gehärteter rostfreier Stahl, 58–60 HRC</li>
<li>Werksschliff: 13&nbsp;mm (1/2") Hohlschliff, 10&nbsp;ft Radius</li>
<li>Kufenhöhe: 31&nbsp;mm neu, Verschleissmarke bei 24&nbsp;mm</li>
<li>Passt in: Sharkblades Quick-Lock-Halter, Grössen 246–288&nbsp;mm</li>
<li>Wechselzeit: unter 10 Sekunden pro Schlittschuh, ohne Werkzeug</li>
</ul>`,
    seo: {
      title: 'Sharkblades – austauschbare Schlittschuhkufen, ohne Werkzeug gewechselt',
      description:
        'Kufen aus gehärtetem Edelstahl, die in Sekunden in deinen Halter einklicken. Ab Werk geschliffen, in der Schweiz hergestellt, über unser Rücknahmeprogramm recycelt.',
    },
    alt: {
      '30000000000001': 'Ein Paar Sharkblades-Edelstahlkufen nebeneinander auf weissem Hintergrund',
      '30000000000002': 'Eine Sharkblades-Kufe im Quick-Lock-Halter, schräg von vorne gesehen',
      '30000000000003': 'Sharkblades-Doppelpack: zwei Paar Kufen in einer Hülle aus recyceltem Karton',
      '30000000000004': 'Nahaufnahme eines Schlittschuhs mit Sharkblades in einer engen Kurve, Eisspray in der Luft',
    },
  },
  '8000000000002': {
    title: 'Sharkblades für Goalies',
    descriptionHtml: `<p>Goalies leben von ihren Kanten. Jeder Butterfly-Push, jeder Slide von Pfosten zu Pfosten und jedes Aufstehen hängt an Stahl, der genau dann greift, wenn du ihn brauchst. Sharkblades für Goalies sind länger und flacher als unsere Feldspielerkufen: Sie geben dir im Torraum eine breitere, stabile Standfläche und bei seitlichen Pushes mehr Kante auf dem Eis.</p>
<p>Die Torhüterkufe nutzt dasselbe werkzeuglose Quick-Lock-System wie jede Sharkblade. Mit einem frischen Paar in der Tasche ist eine angeschlagene Kante in der Drittelspause eine Sache von dreissig Sekunden – statt eines Spiels, in dem du am Pfosten vorbeirutschst.</p>
<p>Jede Kufe ist volle 1,5&nbsp;mm höher als eine Feldspielerkufe, damit der Schuh frei bleibt, wenn du in den Butterfly gehst, und kommt ab Werk mit 16&nbsp;mm (5/8") Hohlschliff auf einem flachen 28-ft-Profil.</p>
<ul>
<li>Material: gehärteter rostfreier Stahl, 58–60 HRC</li>
<li>Werksschliff: 16&nbsp;mm (5/8") Hohlschliff, flaches 28-ft-Profil</li>
<li>Kufenhöhe: 32,5&nbsp;mm neu, Verschleissmarke bei 25&nbsp;mm</li>
<li>Passt in: Sharkblades Quick-Lock-Goaliehalter, Grössen 272–304&nbsp;mm</li>
</ul>`,
    seo: {
      title: 'Sharkblades für Goalies – längere, flachere, austauschbare Torhüterkufen',
      description:
        'Goaliekufen mit flachem 28-ft-Profil und extra Höhe für den Butterfly. In der Drittelspause ohne Werkzeug gewechselt.',
    },
    alt: {
      '30000000000005': 'Ein Paar lange, flache Sharkblades-Goaliekufen auf weissem Hintergrund',
      '30000000000006': 'Profilvergleich einer Goaliekufe und einer Feldspielerkufe nebeneinander',
      '30000000000007': 'Ein Goalie geht im Torraum in den Butterfly, die Kanten der Kufen sind zu sehen',
    },
  },
  '8000000000003': {
    title: 'Black Ghost',
    descriptionHtml: `<p>Black Ghost ist die Sharkblade für Spielerinnen und Spieler, die jedes Detail spüren. Jede Kufe erhält eine diamantähnliche Kohlenstoffbeschichtung von nur zwei Mikrometern: hart genug, um eine scharfe Kante deutlich länger zwischen zwei Schliffen zu halten, glatt genug, um bei jedem Gleiten Reibung zu sparen – und dunkel genug, dass dir die Blicke von der Bank nicht entgehen.</p>
<p>Unter der Beschichtung steckt derselbe gehärtete Edelstahl und dieselbe werkzeuglose Quick-Lock-Passform wie bei unserer Standardkufe. Black Ghost passt also direkt in den Halter, auf dem du schon fährst. Wähle 9&nbsp;ft Radius für enge Kurven und schnelle Antritte oder 11&nbsp;ft Radius für einen längeren, stabileren Schritt.</p>
<p>Beim Schleifen verschwindet die Beschichtung aus dem Hohlschliff, nicht aber von den Seiten: Die Kufe behält ihre Farbe und ihren Korrosionsschutz ein Leben lang. Erreicht sie die Verschleissmarke, geht sie wie jede andere Sharkblade in unser Rücknahmeprogramm.</p>
<ul>
<li>Beschichtung: 2&nbsp;µm diamantähnlicher Kohlenstoff (DLC), in der Schweiz aufgetragen</li>
<li>Werksschliff: 13&nbsp;mm (1/2") Hohlschliff, 9&nbsp;ft oder 11&nbsp;ft Radius</li>
<li>Kufenhöhe: 31&nbsp;mm neu, Verschleissmarke bei 24&nbsp;mm</li>
<li>Passt in: Sharkblades Quick-Lock-Halter, Grössen 254–288&nbsp;mm</li>
</ul>`,
    seo: {
      title: 'Black Ghost – DLC-beschichtete, austauschbare Premium-Kufen',
      description:
        'Unsere Premium-Sharkblade mit schwarzer DLC-Beschichtung: eine länger haltende Kante, weniger Reibung, derselbe Wechsel ohne Werkzeug.',
    },
    alt: {
      '30000000000008': 'Ein Paar Black-Ghost-Kufen mit tiefschwarzer Beschichtung auf dunklem Schiefergrund',
      '30000000000009': 'Eine Black-Ghost-Kufe im Halter, schräg von vorne auf dunklem Schiefergrund',
      '30000000000010': 'Makroaufnahme der Black-Ghost-Kante: polierter Hohlschliff unter der schwarzen Beschichtung',
      '30000000000011': 'Ein Schlittschuh mit Black-Ghost-Kufen zieht eine Kurve übers Eis, Eisspray in der Luft',
    },
  },
  '8000000000004': {
    title: 'OceanIce Pro',
    descriptionHtml: `<p>OceanIce Pro verwandelt eine Garage, einen Keller oder eine leere Ecke der Clubhalle in ein Trainingsfeld, auf dem du das ganze Jahr Schlittschuh laufen kannst. Jedes Paneel von 1&nbsp;×&nbsp;1&nbsp;m wird aus Polyethylen hoher Dichte gepresst, das zu 70&nbsp;Prozent aus geborgenem Ocean-Bound-Plastik besteht: Fischernetze, Kisten und Flaschen, die an Küsten eingesammelt werden, bevor sie ins Meer gelangen.</p>
<p>Die Paneele greifen mit einer Schwalbenschwanzverbindung ineinander, die auf einen Zehntelmillimeter genau gefräst ist. So bleiben die Fugen auch bei harten Stopps bündig, und du bleibst nie mit einer Kante hängen. Ein selbstschmierender Gleitzusatz steckt direkt im Material: kein Spray, kein Wachs, keine klebrigen Rückstände an deiner Ausrüstung. Echte Schlittschuhe, echte Kanten, echtes Pucktempo.</p>
<p>Beginne mit einer Schussfläche aus vier Paneelen und bau sie zur eigenen Eisfläche aus: Jedes OceanIce-Pro-Paneel passt zu jedem anderen, egal aus welcher Packung. Haben deine Paneele ihre Jahre gedient, nehmen wir sie zurück, mahlen sie und pressen daraus neue.</p>
<ul>
<li>Paneelgrösse: 1000&nbsp;×&nbsp;1000&nbsp;×&nbsp;13&nbsp;mm, 12,5&nbsp;kg</li>
<li>Material: HDPE mit 70&nbsp;% geborgenem Ocean-Bound-Plastik</li>
<li>Gleiten: integrierter selbstschmierender Zusatz, kein Spray nötig</li>
<li>Verbindung: werkzeuglose Schwalbenschwanzverbindung, wendbare Paneele für doppelte Lebensdauer</li>
<li>Einsatz: drinnen und überdacht draussen, −20&nbsp;°C bis +45&nbsp;°C</li>
</ul>`,
    seo: {
      title: 'OceanIce Pro – Kunsteis-Paneele aus Meeresplastik',
      description:
        'Ineinandergreifende Kunsteis-Paneele von 1 × 1 m, gepresst aus geborgenem Ocean-Bound-Plastik. Auf echten Kanten trainieren – zu Hause oder im Club, das ganze Jahr.',
    },
    alt: {
      '30000000000012': 'Eine arktisweisse OceanIce-Pro-Trainingsfläche in einer Garage, mit Hockeytor',
      '30000000000013': 'Tiefblaue OceanIce-Pro-Paneele in einer Garage, ein Spieler dribbelt darauf',
      '30000000000014': 'Nahaufnahme der Schwalbenschwanzverbindung, in der zwei OceanIce-Pro-Paneele bündig einrasten',
      '30000000000015': 'Eine Eisfläche aus sechzehn OceanIce-Pro-Paneelen mit Banden in einem Garten',
      '30000000000016':
        'Eine Handvoll Granulat aus recyceltem Kunststoff neben geschreddertem Fischernetz, dem Rohstoff von OceanIce',
      '60000000000001':
        'Zwei Personen verlegen eine OceanIce-Pro-Fläche aus acht Paneelen in weniger als fünfzehn Minuten',
      '30000000000021':
        'Standbild aus dem Video: Zwei Personen knien in einer Garage auf OceanIce-Pro-Paneelen und legen die nächste Reihe',
    },
  },
  '8000000000005': {
    title: 'Greenly Einsteiger-Eisset',
    descriptionHtml: `<p>Greenly ist unsere Öko-Einsteigerlinie: leichte Kunsteisplatten zum Zusammenklicken, vollständig aus recyceltem Kunststoff, gerade richtig für einen Gang, einen Balkon oder die Ecke im Kinderzimmer. Einfacher lässt sich zu Hause nicht mit Eislaufen, Stickhandling und Schiessen beginnen – ganz ohne gleich eine ganze Eisfläche anzuschaffen.</p>
<p>Jede Platte von 50&nbsp;×&nbsp;50&nbsp;cm wird zu 100&nbsp;Prozent aus recyceltem Post-Consumer-Polyethylen gepresst, darunter Ocean-Bound-Plastik, das unsere Sammelpartner bergen, und mit einem Gleitzusatz aus Pflanzenölen statt Erdöl. Die Platten wiegen je unter 2,5&nbsp;kg – so kann ein zehnjähriges Kind das ganze Set allein auslegen und wieder wegräumen.</p>
<p>Greenly-Platten vertragen Schlittschuhe bestens, eignen sich aber genauso für Turnschuhe und Stickhandling-Übungen neben dem Eis. Und wenn dein Kind herausgewachsen ist, tausch sie gegen OceanIce-Pro-Paneele ein – wir geben ihnen ein zweites Leben.</p>
<ul>
<li>Plattengrösse: 500&nbsp;×&nbsp;500&nbsp;×&nbsp;10&nbsp;mm, 2,4&nbsp;kg</li>
<li>Material: 100&nbsp;% recyceltes Post-Consumer-HDPE</li>
<li>Gleiten: pflanzlicher Zusatz, kein Spray nötig</li>
<li>Verbindung: werkzeuglose Puzzle-Klickverbindung, in Minuten verlegt</li>
<li>Inklusive: Randrampen und Tragetasche (Sets mit 12 und 24 Platten)</li>
</ul>`,
    seo: {
      title: 'Greenly Einsteiger-Eisset – recycelte Kunsteisplatten für zu Hause',
      description:
        'Kunsteisplatten von 50 × 50 cm zum Zusammenklicken, aus 100 % recyceltem Kunststoff mit pflanzlichem Gleitzusatz. So einfach beginnt Eislaufen zu Hause.',
    },
    alt: {
      '30000000000017': 'Ein gletscherweisses Greenly-Set aus Platten, ausgelegt auf weissem Hintergrund',
      '30000000000018': 'Moosgrüne Greenly-Platten, ausgelegt auf weissem Hintergrund',
      '30000000000019': 'Nahaufnahme der Puzzlekante, an der zwei moosgrüne Greenly-Platten ineinandergreifen',
      '30000000000020': 'Zwei Kinder laufen in einer Garage auf einer Greenly-Fläche aus achtundvierzig Platten',
    },
  },
};
