// The hand-written blogs and articles in Swiss Standard German, by id. Quotes are Swiss: «…».
import type { ArticleText, BlogText } from '../types';

export const blogs: Record<string, BlogText> = {
  '7000000000001': {
    title: 'Journal',
    seo: {
      title: 'Das Sharkblades-Journal',
      description:
        'Ratgeber, Trainingsideen und Geschichten aus der Werkstatt: wie du deine Kufen pflegst, auf Kunsteis trainierst und nachhaltiger Schlittschuh läufst.',
    },
  },
  '7000000000002': {
    title: 'Erfolgsgeschichten',
    seo: {
      title: 'Erfolgsgeschichten – Clubs und Schulen auf Sharkblades',
      description:
        'Wie Clubs, Trainingszentren und Trainer mit OceanIce-Kunsteis und austauschbaren Sharkblades mehr und das ganze Jahr trainieren.',
    },
  },
  '7000000000003': {
    title: 'Stimmen',
    seo: {
      title: 'Stimmen – was Spielerinnen, Trainer und Goalies sagen',
      description:
        'Spielerinnen und Spieler, Trainer, Goalies und Familien über Sharkblades und das Training auf OceanIce.',
    },
  },
};

export const articles: Record<string, ArticleText> = {
  '7100000000001': {
    title: 'So wechselst du deine Sharkblades in zehn Sekunden',
    excerpt:
      'Kein Schraubenzieher, keine Nieten, kein Gang zum Sportgeschäft. So funktioniert das Quick-Lock-System – und diese drei Kontrollen machst du bei jedem Wechsel.',
    contentHtml: `<p>Wer zum ersten Mal einen Sharkblade-Wechsel sieht, will ihn meistens gleich noch einmal sehen. Der ganze Sinn einer austauschbaren Kufe ist, dass der Wechsel schneller geht, als die Schnürsenkel neu zu binden – und mit etwas Übung tut er das auch. So machst du es richtig, und das prüfst du, bevor du wieder aufs Eis gehst.</p>
<h2>1. Quick-Lock öffnen</h2>
<p>Dreh den Schlittschuh um und such den Hebel an der Ferse des Halters. Drück ihn mit dem Daumen Richtung Spitze, bis er hörbar aufspringt. Werkzeug brauchst du keines; trägst du Handschuhe oder hast du kalte Finger, funktioniert auch das Stockende als Hebel.</p>
<h2>2. Kufe herausziehen</h2>
<p>Bei offenem Hebel ist die Kufe an der Ferse frei. Heb das hintere Ende der Kufe ein paar Millimeter an und schieb sie Richtung Ferse; der vordere Haken löst sich, und die Kufe kommt heraus. Halte die Kufe immer oben, nie an der Kante – auch wenn sie stumpf ist.</p>
<h2>3. Neue Kufe einklicken</h2>
<p>Häng die Spitze der frischen Kufe in die Spitze des Halters, drück die Ferse in den Schlitz und schliess den Hebel, bis er einrastet. Du solltest es hören und spüren. Zwei Klicks pro Schlittschuh, und du bist fertig.</p>
<h2>Die drei Kontrollen</h2>
<ul>
<li><strong>Wackeltest:</strong> Pack die Kufe und versuch, sie seitlich und nach oben und unten zu bewegen. Sie darf sich nicht rühren. Tut sie es doch, Hebel öffnen und neu einsetzen.</li>
<li><strong>Hebel bündig:</strong> Der Hebel muss bündig am Halter anliegen. Ein Hebel, der absteht, ist nicht eingerastet.</li>
<li><strong>Kantenkontrolle:</strong> Fahr mit dem Fingernagel leicht quer über beide Kanten. Frische <a href="/products/sharkblades">Sharkblades</a> kommen geschliffen, aber ein kurzer Check erspart Überraschungen nach einem Schlag in der Tasche.</li>
</ul>
<p>Bewahr deine Ersatzkufen trocken und in ihren Schonern auf und putz den Schlitz im Halter ab und zu. Ein Sandkorn im Schlitz ist der häufigste Grund, warum eine Kufe nicht ganz plan sitzt.</p>`,
    seo: {
      title: 'So wechselst du deine Sharkblades – Schritt für Schritt',
      description:
        'Schritt-für-Schritt-Anleitung zum werkzeuglosen Wechsel austauschbarer Sharkblades-Kufen, mit drei Sicherheitskontrollen vor dem Eislaufen.',
    },
    imageAlt: 'Nahaufnahme der Ferse einer Kufe im Quick-Lock-Halter, der petrolfarbene Hebel geschlossen',
  },
  '7100000000002': {
    title: 'Warum wir Eis aus Meeresplastik machen',
    excerpt:
      'Jedes OceanIce-Pro-Paneel enthält fast neun Kilogramm Kunststoff, der auf dem Weg ins Meer war. Warum wir uns für das schwierigere Material entschieden haben.',
    contentHtml: `<p>Als wir mit der Entwicklung von Kunsteis begannen, wäre neues Polyethylen die einfache Wahl gewesen: gleichmässig, günstig und in der Presse berechenbar. Geborgenes Ocean-Bound-Plastik ist nichts davon. Es kommt als verhedderte Fischernetze, sonnengebleichte Kisten und gemischte Flaschen bei uns an, und jede Charge verhält sich ein bisschen anders. Wir haben es trotzdem gewählt.</p>
<p>Der Grund ist einfach. Eine Kunsteisfläche besteht aus viel Kunststoff. Ein einziges <a href="/products/oceanice-pro">OceanIce-Pro</a>-Paneel wiegt 12,5 Kilogramm, und eine bescheidene Trainingszone eines Clubs braucht mehrere hundert davon. Wenn wir schon so viel Material in die Welt bringen, dann sollte es Material sein, das schon da ist – und bereits Schaden anrichtet.</p>
<h2>Woher es kommt</h2>
<p>Unsere Sammelpartner arbeiten an Küsten in Südostasien und im Mittelmeerraum, wo die Abfallentsorgung dünn ist und Kunststoff am ehesten ins Meer gelangt. Lokale Teams sammeln Netze, Seile und feste Verpackungen, sortieren sie nach Polymer und waschen sie, bevor das Material geschreddert und granuliert wird. Wir zahlen pro Kilogramm einen festen Aufpreis über dem Marktpreis, damit das Sammeln ein verlässliches Einkommen bleibt und kein Nebenjob.</p>
<h2>Was es braucht, damit es gleitet</h2>
<p>Gemischter geborgener Kunststoff gleitet nicht von sich aus gut. Unser Werkstoffteam brauchte achtzehn Monate und über vierzig Testrezepturen, um eine Mischung zu finden – 70 Prozent Ocean-Bound-Plastik und 30 Prozent recyceltes Industrie-HDPE –, auf der es sich gut fährt und die eine Kantenrille hält, ohne abzublättern. Der selbstschmierende Zusatz wird direkt ins Granulat eingearbeitet, damit nichts auf deine Ausrüstung abfärbt.</p>
<h2>Und am Ende</h2>
<p>Die Paneele nutzen sich langsam ab und sind wendbar, eine Fläche bietet also viele Jahre Eislauf. Ist sie endgültig verbraucht, nehmen wir sie zurück, mahlen sie und pressen daraus neue Paneele. Der Kunststoff, der einst Richtung Meer trieb, bleibt im Kreislauf – unter den Kufen der nächsten Generation.</p>`,
    seo: {
      title: 'Warum OceanIce aus Ocean-Bound-Plastik besteht',
      description:
        'Wie aus geborgenen Fischernetzen und Kisten OceanIce-Pro-Kunsteis-Paneele werden – und warum wir das schwierigere Material gewählt haben.',
    },
    imageAlt: 'Granulat aus geborgenem Kunststoff und ein Knäuel Fischernetz bei Ebbe an einem Strand',
  },
  '7100000000003': {
    title: 'Fünf Übungen für das Training zu Hause auf Kunsteis',
    excerpt:
      'Vier Paneele, ein Puck und fünfzehn Minuten am Tag. Fünf Übungen, mit denen unsere Trainer zwischen den Teamtrainings Kanten, Hände und einen schnelleren Abschuss aufbauen.',
    contentHtml: `<p>Eiszeit ist teuer und immer zu kurz. Ein paar Quadratmeter Kunsteis zu Hause ersetzen kein Teamtraining, aber fünfzehn konzentrierte Minuten pro Tag auf der eigenen Fläche ergeben übers Jahr mehr als neunzig Stunden zusätzliches Eislaufen. Das sind die fünf Übungen, die unsere Trainingspartner Spielerinnen und Spielern geben, die gerade ihre erste <a href="/products/oceanice-pro">OceanIce</a>- oder <a href="/products/greenly">Greenly</a>-Fläche verlegt haben.</p>
<h2>1. Kanten halten</h2>
<p>Steh auf einem Bein und halte zehn Sekunden eine Innenkante, dann eine Aussenkante. Bein wechseln. Kunsteis hat etwas mehr Grip als gekühltes Eis – ideal, um die Kraft in den Fussgelenken aufzubauen, die dich auf tiefen Kanten im Gleichgewicht hält.</p>
<h2>2. C-Cuts an Ort</h2>
<p>Gewicht auf ein Bein, mit dem anderen in C-Form nach aussen stossen und es wieder unter den Körper ziehen. Zehn pro Bein, drei Serien. Oberkörper aufrecht, Knie gebeugt: Die Kraft kommt aus der Hüfte, nicht aus den Schultern.</p>
<h2>3. Stickhandling in der Acht</h2>
<p>Leg zwei Pucks oder Hütchen einen halben Meter auseinander und führ den Puck in einer Acht um sie herum, den Blick nach oben. Langsam beginnen und erst schneller werden, wenn der Puck in der Mitte der Schaufel bleibt.</p>
<h2>4. Schneller Abschuss</h2>
<p>Häng eine Schussplane oder ein Tor auf und gib aus der Grundstellung zwanzig Schüsse ohne Ausholen ab: ziehen, mitnehmen, abziehen. Auf einer glatten Fläche verlässt der Puck die Schaufel genau wie auf dem Eis – deshalb zahlt sich Kunsteis beim Schusstraining am schnellsten aus.</p>
<h2>5. Goalie-Shuffles</h2>
<p>Goalies: Markiert zwei Pfosten mit Klebband und shufflet in der Grundstellung zwischen ihnen hin und her, dann kommen T-Pushes dazu. Zwei Meter <a href="/products/oceanice-pro">OceanIce</a> reichen, um den ersten Push jeder seitlichen Bewegung im Spiel zu trainieren.</p>
<p>Lass deine Kufen etwas öfter schleifen als sonst, wenn du auf Kunsteis trainierst. Mit <a href="/products/sharkblades">austauschbaren Kufen</a> ist die einfachste Routine ein Paar nur fürs Training zu Hause und eines fürs Stadion.</p>`,
    seo: {
      title: 'Fünf Übungen für das Training zu Hause auf Kunsteis',
      description:
        'Kantenarbeit, Stickhandling, Schusstraining und Goaliebewegungen: fünf einfache Übungen für die Kunsteisfläche zu Hause.',
    },
    imageAlt: 'Ein Teenager dribbelt in einer Garage auf einer kleinen Kunsteisfläche',
  },
  '7100000000004': {
    title: 'Grössenratgeber: So findest du deine Sharkblades-Grösse',
    excerpt:
      'Deine Kufengrösse bestimmt der Halter, nicht deine Schuhgrösse. So liest du sie ab, so passt sie zu den Schlittschuhgrössen, und das tust du, wenn du zwischen zwei Grössen liegst.',
    contentHtml: `<p>Die Frage, die wir am häufigsten hören: «Welche Grösse brauche ich?» Die gute Nachricht: Deinen Fuss musst du nicht messen. Die Kufenlänge bestimmt der Halter an deinem Schlittschuh, und die Grösse ist darauf aufgedruckt.</p>
<h2>Die Zahl auf dem Halter finden</h2>
<p>Nimm deine jetzige Kufe heraus und schau auf die Innenseite des Halters oder auf die Unterseite nahe der Ferse. Dort findest du eine dreistellige Zahl in Millimetern, etwa 263 oder 272. Das ist deine Grösse. Fährst du schon mit Sharkblades, ist die Grösse zusätzlich gleich hinter der Spitze in die Kufe selbst lasergraviert.</p>
<h2>Übliche Grössen je Schlittschuhgrösse</h2>
<p>Kaufst du Schlittschuhe und Kufen zusammen, zeigt dir diese Tabelle die übliche Haltergrösse für jede Senior- oder Junior-Schlittschuhgrösse. Die Hersteller unterscheiden sich leicht; prüf deshalb immer die Zahl auf dem Halter.</p>
<table>
<thead><tr><th>Schlittschuhgrösse</th><th>Feldspielerkufe</th><th>Goaliekufe</th></tr></thead>
<tbody>
<tr><td>Junior 4–5</td><td>246 mm</td><td>–</td></tr>
<tr><td>Senior 6–6.5</td><td>254 mm</td><td>–</td></tr>
<tr><td>Senior 7–7.5</td><td>263 mm</td><td>272 mm</td></tr>
<tr><td>Senior 8–8.5</td><td>272 mm</td><td>288 mm</td></tr>
<tr><td>Senior 9–9.5</td><td>280 mm</td><td>296 mm</td></tr>
<tr><td>Senior 10–11</td><td>288 mm</td><td>304 mm</td></tr>
</tbody>
</table>
<h2>Das Profil wählen</h2>
<p>Unsere <a href="/products/sharkblades">Standardkufe</a> hat einen Radius von 10 ft, eine gute Wahl für alles. Bei <a href="/products/black-ghost">Black Ghost</a> kannst du zwischen 9 ft – weniger Kufe auf dem Eis für schnellere Kurven und Antritte – und 11 ft wählen, für mehr Stabilität und Gleiten, beliebt bei Verteidigern. <a href="/products/sharkblades-for-goalies">Goaliekufen</a> sind immer flach, mit einem 28-ft-Profil.</p>
<p>Noch unsicher? Schick ein Foto deines Halters an <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>, und wir sagen dir innert eines Arbeitstags deine Grösse.</p>`,
    seo: {
      title: 'Sharkblades-Grössenratgeber – Feldspieler- und Goaliekufen',
      description:
        'So findest du deine Kufengrösse auf dem Halter, eine Grössentabelle für Feldspieler- und Goaliekufen und wie du das richtige Profil wählst.',
    },
    imageAlt: 'Eine lange, flache Goaliekufe über einer kürzeren Feldspielerkufe, im Vergleich',
  },
  '7100000000005': {
    title: 'Sommereis im Lido in Rapperswil-Jona',
    excerpt:
      'Wenn im Frühling das Eis aus dem Clubstadion im Lido verschwindet, kommen 600 Quadratmeter OceanIce Pro hinein. Eine Saison später hat der Nachwuchs keine Woche Eislauf verpasst.',
    contentHtml: `<p>Jahrelang bedeutete der Frühling für den Nachwuchs im Lido in Rapperswil-Jona das Ende des Eislaufens. Sobald im März die Kühlanlage abgestellt war, wurde das Eisfeld zur Eventhalle, und die jungen Spielerinnen und Spieler mussten bis im August auf das Eis warten. Familien fuhren für Sommercamps nach Zürich oder weiter, und die Trainer sahen zu, wie hart erarbeitete Gewohnheiten auf dem Eis in vier Monaten verloren gingen.</p>
<p>Im Frühling 2025 entschieden sich der Club und die Gemeinde, etwas anderes zu versuchen. Unser Team verlegte in zwei Tagen 600 Quadratmeter <a href="/products/oceanice-pro">OceanIce Pro</a> auf dem Betonboden des Eisfelds, mit den vorhandenen Banden. Als das erste Sommertraining begann, war die Fläche bereit für das Training in voller Ausrüstung: Passspiel, Schüsse, Spiele auf kleinem Raum und Goaliearbeit.</p>
<h2>Was sich verändert hat</h2>
<ul>
<li>Die Nachwuchsteams trainierten den ganzen Sommer zweimal pro Woche auf Schlittschuhen – statt gar nicht.</li>
<li>Rund 140 Kinder und Jugendliche nutzten die Fläche jede Woche, dazu abends Erwachsenengruppen aus dem Breitensport.</li>
<li>Der Club sparte sich die Miete für Sommereis anderswo, und die Eltern Hunderte Kilometer Autofahrt.</li>
<li>Ohne Kühlung fiel für die Fläche keine Energierechnung an, nur für die Hallenbeleuchtung.</li>
</ul>
<p>«Die Kinder kamen im August zurück und liefen, als wäre noch Februar», sagt der Nachwuchschef des Clubs. «Das hatten wir noch nie. Die ersten Wochen der Saison konnten wir für Systeme nutzen, statt die Beine wieder aufzubauen.»</p>
<h2>Gebaut, um wiederzukommen</h2>
<p>Weil die Paneele ohne Leim und Schrauben ineinandergreifen, ist die Fläche an einem einzigen Tag wieder im Lager, wenn im August das Eis gemacht wird, und kommt im nächsten Frühling wieder heraus. Der Club hat bereits für die nächsten drei Saisons unterschrieben, und auf der Fläche im Lido findet im Juli 2027 der erste Summer OceanIce Cup statt.</p>`,
    seo: {
      title: 'Erfolgsgeschichte: Sommereis im Lido, Rapperswil-Jona',
      description:
        'Wie eine Nachwuchsabteilung im Lido in Rapperswil-Jona den ganzen Sommer auf 600 m² OceanIce-Pro-Kunsteis trainierte.',
    },
    imageAlt:
      'Nachwuchsspielerinnen und -spieler auf einer weissen OceanIce-Pro-Fläche am See beim Lido in Rapperswil-Jona, dahinter die Alpen',
  },
  '7100000000006': {
    title: 'Campus Langnau: ein Trainingszentrum, dessen Eis nie schliesst',
    excerpt:
      'Ein Sportcampus in Langnau im Emmental kombiniert eine feste OceanIce-Trainingshalle mit austauschbaren Kufen für alle Athletinnen und Athleten. Das Ergebnis: mehr Wiederholungen, weniger verlorene Einheiten.',
    contentHtml: `<p>Langnau im Emmental lebt und atmet Hockey, und der Trainingscampus am Dorfrand empfängt das ganze Jahr Schulteams, Spielerinnen und Spieler der Elite-Akademie und Ferienlager. Seine einzige Schwäche war die Eiszeit. Das Hauptfeld teilen sich viele Nutzer, und jede Stunde darauf muss Wochen im Voraus geplant werden.</p>
<p>Im Herbst 2025 baute der Campus eine ehemalige Turnhalle zu einer festen Trainingszone mit 420 Quadratmetern <a href="/products/oceanice-pro">OceanIce Pro</a> um. Sie wird für Skills-Einheiten, Schusstraining, Goalietraining und Reha-Eislauf genutzt, von sieben Uhr morgens bis spät abends – ohne dem Hauptfeld einen einzigen Slot wegzunehmen.</p>
<h2>Eine Kufentasche pro Athlet</h2>
<p>Gleichzeitig stattete der Campus seine Akademiespielerinnen und -spieler mit <a href="/products/sharkblades">Sharkblades</a>-Haltern und je zwei Paar Kufen aus. Ein Paar ist für die Kunsteisfläche, eines für gekühltes Eis, und gewechselt wird im Gang in weniger als einer Minute. Der Materialwart schätzt, dass die Schlangen beim Schleifen um zwei Drittel kürzer geworden sind – und seither ist keine Einheit mehr wegen einer beschädigten Kante ausgefallen.</p>
<blockquote><p>«Früher verloren wir zu Beginn jedes Trainings fünf oder zehn Minuten mit Warten auf Kufen. Heute ist eine angeschlagene Kante ein Zehn-Sekunden-Problem.»</p></blockquote>
<h2>Die Zahlen nach einer Saison</h2>
<ul>
<li>Mehr als 1900 zusätzliche Trainingsstunden auf Schlittschuhen über alle Gruppen.</li>
<li>Goaliespezifische Einheiten von einer auf drei pro Woche gesteigert.</li>
<li>Über 300 abgenutzte Kufen an unser Rücknahmeprogramm zurückgegeben und recycelt.</li>
</ul>
<p>Der Campus plant bereits eine zweite Fläche für seine Sommerlager und ist zu unserem Referenzstandort für Clubs aus dem Bernbiet geworden, die OceanIce im Alltag sehen wollen, bevor sie sich entscheiden.</p>`,
    seo: {
      title: 'Erfolgsgeschichte: Campus Langnau trainiert das ganze Jahr auf OceanIce',
      description:
        'Ein Trainingscampus in Langnau im Emmental hat eine feste OceanIce-Pro-Halle eingerichtet und seine Akademiespieler mit austauschbaren Kufen ausgestattet.',
    },
    imageAlt: 'Eine Trainingshalle in Langnau unter ihrem Dachstuhl, Spieler bei Skills-Übungen um Hütchen',
  },
  '7100000000007': {
    title: 'Boston: die Skills-Schule, die nicht mehr auf den Winter wartet',
    excerpt:
      'Eine Skills-Trainerin bei Boston hat ihr Sommerprogramm auf OceanIce Pro verlegt. Ihre Spielerinnen und Spieler haben jetzt mehr Puckkontakte pro Stunde als je auf gemietetem Eis.',
    contentHtml: `<p>Mieteis in der Region Boston gehört zum meistgebuchten der Welt, und im Sommer gehen die besten Stunden an die grössten Programme. Für eine unabhängige Skills-Trainerin mit Kleingruppen hiess das: frühe Morgen, späte Abende und immer höhere Preise.</p>
<p>2025 mietete sie eine kleine Gewerbehalle in einem Vorort und verlegte 160 Quadratmeter <a href="/products/oceanice-pro?Colour=Deep+Blue">OceanIce Pro in Tiefblau</a>, geliefert von unserem US-Fulfillment-Partner in weniger als einer Woche. Gruppen von sechs Spielerinnen und Spielern arbeiten nun in Blöcken von 45 Minuten an Stickhandling, Schuss und Kantenkontrolle, mit einer Trainerin, die jede Wiederholung sieht.</p>
<p>«Auf einem ganzen Feld verlierst du die Hälfte der Zeit damit, zur nächsten Station zu fahren», sagt sie. «Hier ist jede Minute ein Puckkontakt oder ein Stoss auf der Kante. Meine Spieler spüren den Unterschied, sobald sie wieder auf echtem Eis stehen.»</p>
<h2>Warum es funktioniert hat</h2>
<ul>
<li>Fixe Kosten statt immer teurerer Eismiete, mit Einheiten zu Zeiten, die Familien passen.</li>
<li>Eine Fläche, die Schüsse in vollem Tempo und harte Stopps aushält, ohne dass sich Fugen öffnen.</li>
<li>Eine Geschichte, die Eltern gerne hören: Der Boden, auf dem ihre Kinder trainieren, hat mehr als eine Tonne Kunststoff aus dem Meer ferngehalten.</li>
</ul>
<p>Die Schule hat inzwischen eine eigene Goalie-Bahn eingerichtet und führt eine Warteliste für ihr Herbstprogramm. Unser Team in Boston unterstützt sie einmal im Monat mit Kufen-Servicetagen.</p>`,
    seo: {
      title: 'Erfolgsgeschichte: eine Skills-Schule in Boston auf OceanIce Pro',
      description:
        'Wie eine unabhängige Skills-Trainerin bei Boston gemietetes Sommereis durch ihre eigene OceanIce-Pro-Trainingsfläche ersetzt hat.',
    },
    imageAlt: 'Zwei junge Spieler dribbeln in einer Lagerhalle auf tiefblauem Kunsteis',
  },
  '7100000000008': {
    title: '«Ich habe in der Pause die Kufe gewechselt und im dritten Drittel getroffen»',
    excerpt: 'Noah Baumann, U20-Stürmer, darüber, warum in seiner Tasche immer ein Paar Ersatzkufen steckt.',
    contentHtml: `<blockquote><p>«Zweites Drittel, ich fahre entlang der Bande in eine Rille und schlage mir ein Stück aus der Innenkante. Früher wäre das Spiel für mich gelaufen gewesen, oder zumindest zwanzig Minuten Herumrutschen. Ich habe die Kufe in der Pause in der Garderobe gewechselt, bin wieder raus und habe im dritten Drittel ein Tor geschossen. Meine Teamkollegen glauben immer noch nicht, dass es zehn Sekunden gedauert hat.»</p></blockquote>
<p>Noah fährt seit der Saison 2024/25 auf Sharkblades und hat zu jedem Spiel ein Paar <a href="/products/sharkblades">Ersatzkufen in 272&nbsp;mm</a> in der Tasche.</p>`,
    seo: {
      title: 'Stimme: Noah Baumann, U20-Stürmer',
      description: 'Ein U20-Stürmer über den Wechsel einer beschädigten Sharkblade in der Drittelspause.',
    },
    imageAlt: 'Porträt von Noah Baumann im Matchtrikot, als Silhouette vor dem Licht der Eishalle',
  },
  '7100000000009': {
    title: '«Im Sommer hört bei uns fast niemand mehr auf»',
    excerpt:
      'Sandra Frei, Nachwuchstrainerin, darüber, was ein Sommer auf Schlittschuhen für ihr U13-Team bewirkt hat.',
    contentHtml: `<blockquote><p>«Jedes Jahr haben wir über den Sommer ein paar Kinder verloren. Sie haben eine andere Sportart gefunden oder kamen so weit zurück, dass sie aufgegeben haben. Seit wir OceanIce in der Halle haben, laufen sie den ganzen Sommer mit ihren Freunden Schlittschuh. Letzte Saison kamen im August alle zurück, ausnahmslos. Für eine Nachwuchstrainerin gibt es kein besseres Resultat.»</p></blockquote>
<p>Sandra Frei trainiert das U13-Team eines Nachwuchsclubs in der Ostschweiz, der von April bis August auf einer OceanIce-Pro-Fläche trainiert.</p>
<p>«Und die Eltern finden es toll, dass der Boden aus Fischernetzen ist», fügt sie an. «Die Kinder erzählen es allen.»</p>`,
    seo: {
      title: 'Stimme: Trainerin Sandra Frei',
      description:
        'Eine Nachwuchstrainerin darüber, wie Sommertraining auf OceanIce ihr ganzes Team zusammengehalten hat.',
    },
    imageAlt: 'Porträt von Trainerin Sandra Frei als Silhouette, hinter ihr warmes Licht',
  },
  '7100000000010': {
    title: '«Die erste Goaliekufe, die sich jedes Mal gleich anfühlt»',
    excerpt: 'Luca Meier, Goalie, über flache Profile, frische Kanten und Torraumtraining zu Hause.',
    contentHtml: `<blockquote><p>«Als Goalie spüre ich jeden Millimeter eines Schliffs. Mit normalen Kufen fühlte sich jeder neue Schliff ein wenig anders an, und ich brauchte ein ganzes Training, um mich daran zu gewöhnen. <a href="/products/sharkblades-for-goalies">Sharkblades für Goalies</a> kommen jedes Mal mit genau demselben Profil. Vor wichtigen Spielen setze ich ein frisches Paar ein, und meine Pushes fühlen sich identisch an.»</p></blockquote>
<p>Luca trainiert ausserdem auf vier <a href="/products/oceanice-pro">OceanIce-Pro</a>-Paneelen in der Garage seiner Eltern. «Zehn Minuten Shuffles von Pfosten zu Pfosten am Tag. In der ersten Saison damit wurden meine Seitwärtsbewegungen spürbar schneller – mein Trainer hat es vor mir gemerkt.»</p>`,
    seo: {
      title: 'Stimme: Goalie Luca Meier',
      description: 'Ein Goalie über gleichbleibende, flache Kufenprofile und Torraumtraining auf OceanIce zu Hause.',
    },
    imageAlt: 'Porträt von Goalie Luca Meier mit Helm, als Silhouette',
  },
  '7100000000011': {
    title: '«Das Wohnzimmer ist jetzt eine Eisbahn, und das ist gut so»',
    excerpt: 'Familie Widmer darüber, wie ein Greenly-Einsteigerset zwei Anfänger für Hockey begeistert hat.',
    contentHtml: `<blockquote><p>«Wir haben das <a href="/products/greenly">Greenly-Set mit zwölf Platten</a> für unsere Achtjährige nach ihrer ersten Hockeyschule gekauft. Drei Monate später ist auch ihr kleiner Bruder dem Club beigetreten. Die Platten liegen jeden Abend nach den Hausaufgaben draussen, und das Wegräumen dauert zwei Minuten. Es ist das beste Sportgerät, das wir je gekauft haben, und uns gefällt, dass es aus recyceltem Kunststoff besteht und nicht aus noch mehr neuem Plastik.»</p></blockquote>
<p>Diesen Winter sind die Widmers auf ein Set mit 24 Platten umgestiegen, damit beide Kinder gleichzeitig Stickhandling üben können. «Es gibt jetzt weniger Streit», sagt der Vater. «Meistens.»</p>`,
    seo: {
      title: 'Stimme: Familie Widmer',
      description: 'Eine Familie darüber, wie das Greenly-Einsteiger-Eisset Hockey in ihr Wohnzimmer gebracht hat.',
    },
    imageAlt: 'Familie Widmer als Silhouette: die Eltern und ihr Kind mit Helm',
  },
};
