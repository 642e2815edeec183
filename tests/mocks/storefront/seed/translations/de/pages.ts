// The hand-written pages in Swiss Standard German, by page id. Deliberately untranslated
// (docs/decisions/mock-upstreams.md): the Devcenter's body (developer documentation, English only) and the
// internal "Zeitplan" page, written in German in the first place.
import type { PageText } from '../types';

const aboutHtml = `<section>
<h2>Am Zürichsee geboren, für das Eis gebaut</h2>
<p>Sharkblades begann 2022 in einer geliehenen Werkstatt in Rapperswil-Jona, ein paar hundert Meter vom See entfernt. Reto Ammann hatte gerade eine lange Amateurkarriere als Verteidiger beendet und eine Zahl nicht mehr aus dem Kopf bekommen: In seinen Spielerjahren hatte er über zwanzig komplette Kufenhalter weggeworfen, die meisten mit tadellosem Kunststoff und nur abgenutztem Stahl. Der Stahl war verbraucht – im Abfall landete das ganze Teil.</p>
<p>Seine frühere Teamkollegin Nadia Keller, inzwischen Werkstoffingenieurin mit Forschung zu recycelten Polymeren, hatte ein eigenes Problem. Im Labor konnte sie geborgenes Meeresplastik zu festen, glatten Platten verarbeiten, aber niemand wollte daraus etwas bauen, das Menschen wirklich jeden Tag benutzen. An einem langen Abend im Lido wurden aus zwei Problemen eine Firma.</p>
</section>
<section>
<h2>Zwei Ideen, eine Mission</h2>
<p>Die erste Idee war eine Kufe, die sich in Sekunden und ohne Werkzeug wechseln lässt, damit nur noch der Stahl ersetzt werden muss. Nach mehr als einem Jahr mit Prototypen, Dutzenden Testfahrerinnen und Testfahrern und einem denkwürdig gebrochenen Halter in einem Plauschliga-Final war das Quick-Lock-System bereit. Sharkblades kam 2024 in den Verkauf, 2025 folgte die Black-Ghost-Edition.</p>
<p>Die zweite Idee war Eis, das keine Kühlanlage braucht, aus Kunststoff, der sonst im Meer landen würde. Heute liegen OceanIce-Pro-Paneele in Trainingshallen von Clubs, in Garagen und Gärten von Skandinavien bis an den Golf, und unsere Greenly-Einsteigersets bringen die ersten Quadratmeter Eis in die Wohnzimmer von Familien.</p>
</section>
<section>
<h2>Wo wir heute stehen</h2>
<p>Wir sind ein Team von 34 Menschen in drei Büros: unser Hauptsitz und das Europa-Team in der Schweiz, Sharkblades Inc. in Boston und unser Büro Mena/Asia in Dubai. Unsere Kufen werden in der Schweiz geschliffen, geschärft und beschichtet, und jede einzelne kann am Ende ihres Lebens zu uns zurückkommen.</p>
<p>Wir sind immer noch zuerst Hockeyspielerinnen und Hockeyspieler. Wir testen alles selbst, meistens am Dienstagabend, und wir glauben nach wie vor: Das nachhaltigste Ausrüstungsteil ist das, das man nie wegwerfen muss.</p>
</section>`;

const teamHtml = `<p>Wir sind Spielerinnen und Spieler, Ingenieure, Trainerinnen und Logistiker mit einer gemeinsamen Überzeugung: Hockey lässt sich auf höchstem Niveau spielen, ohne die Erde zu verbrauchen. Lerne einige der Menschen hinter Sharkblades kennen.</p>
<section>
<h2>Reto Ammann</h2>
<p><strong>Mitgründer &amp; CEO</strong>, Rapperswil-Jona</p>
<p>Reto spielte fünfzehn Saisons Amateur- und Halbprofi-Hockey als Verteidiger, bevor er die Spielerbank gegen die Werkbank tauschte. Er führt das Unternehmen, testet jedes neue Kufenprofil noch immer selbst und sorgt dafür, dass jedes Sharkblades-Meeting pünktlich endet: Das Eis ist gebucht.</p>
</section>
<section>
<h2>Dr. Nadia Keller</h2>
<p><strong>Mitgründerin &amp; CTO</strong>, Rapperswil-Jona</p>
<p>Nadia hat in Polymertechnik promoviert und sechs Jahre über recycelte Kunststoffe geforscht, bevor sie Sharkblades mitgründete. Sie verantwortet den Quick-Lock-Mechanismus, das Beschichtungsverfahren der Black Ghost und jede OceanIce-Rezeptur seit der allerersten.</p>
</section>
<section>
<h2>Jan Oberholzer</h2>
<p><strong>Leiter Produkt &amp; Eislauf</strong>, Rapperswil-Jona</p>
<p>Als ehemaliger Goalie und Goalietrainer übersetzt Jan, was Spielerinnen und Spieler auf dem Eis spüren, in Zeichnungen, mit denen unsere Ingenieure arbeiten können. Er hat das flache Goalieprofil entwickelt und leitet unser Testfahrer-Programm mit über sechzig Spielerinnen und Spielern aller Stufen.</p>
</section>
<section>
<h2>Elena Rossi</h2>
<p><strong>Leiterin Nachhaltigkeit &amp; Lieferkette</strong>, Zürich</p>
<p>Elena pflegt unsere Beziehungen zu den Sammelpartnern für Kunststoff und zu den Stahllieferanten und verfasst unseren jährlichen Wirkungsbericht. Bevor sie zu Sharkblades kam, prüfte sie Lieferketten für eine internationale Outdoor-Bekleidungsgruppe.</p>
</section>
<section>
<h2>Tom Gallagher</h2>
<p><strong>President, Sharkblades Inc.</strong>, Boston</p>
<p>Tom wuchs auf den Freiluftfeldern von Massachusetts auf und arbeitete zehn Jahre im Sportfachhandel, bevor er 2025 unser US-Büro eröffnete. Er betreut unsere nordamerikanischen Partner, Clubs und Skills-Coaches und organisiert monatliche Kufen-Servicetage.</p>
</section>
<section>
<h2>Aisha Rahman</h2>
<p><strong>Geschäftsführerin Mena/Asia</strong>, Dubai</p>
<p>Aisha treibt unser Wachstum am Golf und in Asien voran, wo Eisfelder in Einkaufszentren, neue Akademien und ein heisses Klima Kunsteis besonders attraktiv machen. Zuvor hat sie das Regionalgeschäft einer europäischen Sportartikelmarke aufgebaut.</p>
</section>`;

const contactHtml = `<p>Fragen zu Grössen, zu einer Bestellung, zu einem Clubprojekt oder einer Partnerschaft? Schreib uns an <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>, wir antworten innert eines Arbeitstags. Für Regionales kannst du dich auch direkt an das nächstgelegene Büro wenden.</p>

<section data-office="europe">
<h2>Hauptsitz &amp; Europa</h2>
<p><strong>Sharkblades AG</strong><br>
Neue Jonastrasse 60<br>
8640 Rapperswil-Jona<br>
Schweiz</p>
<p>Showroom und Verkaufsbüro: Hardturmstrasse 130, 8005 Zürich, Schweiz</p>
<p>Telefon: <a href="tel:+41552104800">+41 55 210 48 00</a><br>
E-Mail: <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a></p>
<p>Montag bis Freitag, 08.30–17.30 Uhr MEZ. Showroom-Besuche nach Vereinbarung.</p>
</section>

<section data-office="inc">
<h2>Sharkblades Inc. – USA</h2>
<p><strong>Sharkblades Inc.</strong><br>
88 Black Falcon Avenue, Suite 240<br>
Boston, MA 02210<br>
USA</p>
<p>Telefon: <a href="tel:+16175550142">+1 617 555 0142</a><br>
E-Mail: <a href="mailto:us@sharkblades.ch">us@sharkblades.ch</a></p>
<p>Montag bis Freitag, 9.00–17.00 Uhr ET. Für Kundinnen, Kunden und Partner in den USA und in Kanada.</p>
</section>

<section data-office="mena-asia">
<h2>Mena/Asia</h2>
<p><strong>Sharkblades Mena/Asia FZ-LLC</strong><br>
Building 5, Office 304, Dubai Design District<br>
Dubai<br>
Vereinigte Arabische Emirate</p>
<p>Telefon: <a href="tel:+97145550178">+971 4 555 0178</a><br>
E-Mail: <a href="mailto:mena@sharkblades.ch">mena@sharkblades.ch</a></p>
<p>Montag bis Freitag, 09.00–18.00 Uhr GST. Für den Nahen Osten, Nordafrika und den asiatisch-pazifischen Raum.</p>
</section>

<h2>Presse und Partnerschaften</h2>
<p>Journalistinnen und Journalisten erreichen uns unter <a href="mailto:press@sharkblades.ch">press@sharkblades.ch</a>. Clubs, Eisbahnbetreiber und Händler, die sich für OceanIce-Projekte oder Grosshandelskonditionen interessieren, schreiben an <a href="mailto:partners@sharkblades.ch">partners@sharkblades.ch</a>.</p>`;

const ethicsHtml = `<p>Wie wir unsere Produkte herstellen, ist uns genauso wichtig wie das, was wir herstellen. Dieser Verhaltenskodex gilt für alle, die für Sharkblades arbeiten, und über unsere Lieferantenverträge für jedes Unternehmen, das an unseren Produkten mitarbeitet.</p>
<h2>Faire Arbeit, überall</h2>
<p>Wir dulden weder Zwangsarbeit noch Kinderarbeit noch irgendeine Form von Diskriminierung – weder in unseren eigenen Büros noch irgendwo in unserer Lieferkette. Jeder Lieferant unterzeichnet unseren Lieferanten-Verhaltenskodex, der auf den Kernarbeitsnormen der ILO und den UN-Leitprinzipien für Wirtschaft und Menschenrechte beruht, und willigt in angekündigte und unangekündigte Audits ein.</p>
<p>Im eigenen Unternehmen zahlen wir allen Mitarbeitenden mindestens einen existenzsichernden Lohn für ihren Standort, legen unsere Lohnbänder intern offen und überprüfen jedes Jahr die Lohngleichheit zwischen Frauen und Männern.</p>
<h2>Sammelpartner für Kunststoff</h2>
<p>Die Menschen, die Ocean-Bound-Plastik für OceanIce sammeln, arbeiten oft in der informellen Wirtschaft. Wir arbeiten nur mit Sammelpartnern, die den Sammlerinnen und Sammlern einen fairen, festen Preis pro Kilogramm zahlen, Schutzausrüstung und eine Krankenversicherung bieten und keine Kinder beschäftigen. Wir zahlen für geborgenen Kunststoff einen Aufpreis über dem Marktpreis, und eine unabhängige Organisation prüft die Rückverfolgbarkeit vom Strand bis zu unserem Granulat.</p>
<h2>Stahl und Beschichtungen</h2>
<p>Unser Kufenstahl stammt aus europäischen Stahlwerken mit zertifiziertem Umweltmanagement und einem hohen Anteil an recyceltem Schrott. Die Black-Ghost-Beschichtung trägt in der Schweiz ein Partner auf, der nach schweizerischem Umwelt- und Arbeitsschutzrecht arbeitet.</p>
<h2>Integrität im Geschäft</h2>
<p>Wir bieten und nehmen keine Bestechungsgelder, Schmiergelder oder unangemessenen Geschenke an. Das Sponsoring von Clubs und Athletinnen und Athleten wird in schriftlichen Verträgen festgehalten und in unserem Jahresbericht veröffentlicht. Wir treten fair und ehrlich im Wettbewerb auf und machen Umweltaussagen nur, wenn wir sie mit Daten belegen können.</p>
<h2>Missstände melden</h2>
<p>Alle – innerhalb wie ausserhalb des Unternehmens – können einen vermuteten Verstoss gegen diesen Kodex melden, auf Wunsch anonym: an <a href="mailto:ethics@sharkblades.ch">ethics@sharkblades.ch</a> oder über unseren externen Meldekanal. Meldungen gehen direkt an unsere Ethikkommission, der ein von der Geschäftsleitung unabhängiges Mitglied des Verwaltungsrats angehört. Wir schützen hinweisgebende Personen vor jeder Form von Vergeltung.</p>`;

const faqHtml = `<h2>Kufen und Grössen</h2>
<h3>Woher weiss ich, welche Kufengrösse ich brauche?</h3>
<p>Deine Kufengrösse ist in Millimetern auf deinem Halter aufgedruckt, zum Beispiel 263 oder 272. Deinen Fuss musst du nicht messen. In unserem <a href="/blogs/blog/blade-sizing-guide">Grössenratgeber für Kufen</a> findest du eine Tabelle mit den üblichen Grössen je Schuhgrösse.</p>

<h3>Brauche ich Werkzeug, um eine Sharkblade zu wechseln?</h3>
<p>Nein. Öffne den Quick-Lock-Hebel an der Ferse, zieh die alte Kufe heraus, klick die neue ein und schliess den Hebel. Mit etwas Übung dauert das weniger als zehn Sekunden pro Schlittschuh.</p>

<h3>Passen Sharkblades auf meine jetzigen Schlittschuhe?</h3>
<p>Sharkblades-Kufen passen in Sharkblades-Quick-Lock-Halter. Hat dein Schlittschuh einen anderen Halter, ersetzt ihn ein Sportgeschäft in rund fünfzehn Minuten durch einen Quick-Lock-Halter – danach wechselst du nur noch den Stahl.</p>

<h3>Kann ich Sharkblades wie normale Kufen schleifen?</h3>
<p>Ja. Jede Schleifmaschine für Schlittschuhe funktioniert. Jede Kufe hat eine lasergravierte Verschleissmarke; erreicht die Kante sie, schick die Kufe über das Rücknahmeprogramm an uns zurück.</p>

<h3>Was ist der Unterschied zwischen Sharkblades und Black Ghost?</h3>
<p>Black-Ghost-Kufen bestehen aus demselben Stahl und passen in dieselben Halter, tragen aber eine schwarze, diamantähnliche Kohlenstoffbeschichtung. Sie verringert die Reibung, schützt vor Korrosion und hält die Kante länger scharf. Zudem hast du die Wahl zwischen 9&nbsp;ft und 11&nbsp;ft Radius.</p>

<h2>Synthetisches Eis OceanIce</h2>
<h3>Kann ich mit normalen Hockeyschlittschuhen auf OceanIce fahren?</h3>
<p>Ja, OceanIce ist für normale Schlittschuhe mit Stahlkufen gemacht. Rechne mit etwas mehr Widerstand als auf Kunsteis mit Kühlung und lass deine Kufen etwas öfter schleifen, wenn du regelmässig auf Kunsteis trainierst.</p>

<h3>Muss ich die OceanIce-Fläche besprühen oder wachsen?</h3>
<p>Nein. Der Gleitzusatz steckt im Material. Fläche einfach wischen oder saugen und ab und zu feucht aufnehmen.</p>

<h3>Kann ich OceanIce-Paneele draussen verwenden?</h3>
<p>OceanIce Pro lässt sich draussen unter einem Dach oder einer Abdeckung verwenden, zwischen −20&nbsp;°C und +45&nbsp;°C. Ganzjährig direkte Sonne lässt die Oberfläche schneller altern; deck sie deshalb ab, wenn du sie nicht brauchst.</p>

<h2>Versand, Rückgabe und Rücknahme</h2>
<h3>Wie lange dauert die Lieferung?</h3>
<p>Kufen an Lager verlassen uns meist innert eines Arbeitstags und kommen in der Schweiz und im grössten Teil Europas innert zwei bis vier Arbeitstagen an. Paneele und Plattensets werden auf einer Palette geliefert; wir melden uns, um einen Liefertermin zu vereinbaren, meist innert einer Woche.</p>

<h3>Was passiert mit meinen abgenutzten Kufen und alten Paneelen?</h3>
<p>Schick sie uns zurück. Für jedes Paar abgenutzte Kufen erhältst du CHF&nbsp;20 Guthaben auf ein neues Paar, und OceanIce-Paneele kaufen wir am Ende ihres Lebens zurück, um sie zu neuen zu mahlen.</p>

<h3>Kann ich ein Produkt zurückgeben?</h3>
<p>Ja, unbenutzte Produkte kannst du innert 30 Tagen nach Lieferung zurückgeben und erhältst den vollen Betrag zurück. Details findest du in unseren <a href="/policies/refund-policy">Rückgabebedingungen</a>.</p>`;

const sustainabilityHtml = `<p>Nachhaltigkeit ist bei Sharkblades keine Produktlinie, sondern der Grund, warum es die Firma gibt. Hier steht, was wir tun und was dabei zusammenkommt. Alle Zahlen gelten, wenn nicht anders angegeben, für das Kalenderjahr 2025 und werden für unseren jährlichen Wirkungsbericht von einer unabhängigen Prüfstelle kontrolliert.</p>
<h2>Meeresplastik, geborgen</h2>
<p>Jedes OceanIce-Pro-Paneel enthält 8,75&nbsp;kg Ocean-Bound-Plastik, das unsere Sammelpartner in Südostasien und im Mittelmeerraum bergen. Greenly-Platten bestehen zu 100&nbsp;Prozent aus recyceltem Post-Consumer-Kunststoff.</p>
<ul>
<li><strong>214 Tonnen</strong> Ocean-Bound-Plastik seit 2023 geborgen und zu Kunsteis verarbeitet</li>
<li><strong>86 Tonnen</strong> allein im Jahr 2025 – ungefähr das Gewicht von vier Millionen Plastikflaschen</li>
<li><strong>1150 Sammlerinnen und Sammler</strong>, denen unser Partnerprogramm einen festen Aufpreis zahlt</li>
</ul>
<h2>Nur der Stahl wird ersetzt</h2>
<p>Bei einem herkömmlichen Kufensystem bedeutet eine abgenutzte Kufe oft, dass der ganze Halter ersetzt wird. Bei Sharkblades wird nur die Stahlkufe ersetzt. Über die Lebensdauer eines Paars Schlittschuhe vermeidet das pro Person rund 1,6&nbsp;kg Kunststoff- und Stahlabfall und etwa 9&nbsp;kg CO<sub>2</sub>e.</p>
<h2>Klima</h2>
<ul>
<li>Unser Schweizer Betrieb läuft mit 100&nbsp;Prozent zertifiziertem Strom aus erneuerbaren Quellen, inklusive Schleifen und Beschichten jeder Kufe.</li>
<li>OceanIce-Paneele reisen per Schiff und Bahn, nie per Flugzeug. Kufen gehen in wöchentlichen Sammelsendungen an unsere Fulfillment-Partner.</li>
<li>Eine OceanIce-Fläche von 600&nbsp;m² wie jene im Lido in Rapperswil-Jona spart pro Sommersaison rund 180&nbsp;MWh Kühlenergie im Vergleich zu einer herkömmlichen Eisfläche.</li>
<li>Unser gesamter Fussabdruck 2025 betrug 1240 Tonnen CO<sub>2</sub>e über die Scopes 1 bis 3. Unser Ziel: 50&nbsp;Prozent weniger pro verkaufter Einheit bis 2030, gegenüber dem Basisjahr 2024.</li>
</ul>
<h2>Rücknahmeprogramm</h2>
<p>Alles, was wir verkaufen, kann zu uns zurückkommen. Schick deine abgenutzten Kufen in einem beliebigen Sharkblades-Couvert oder gib sie in einem Partnergeschäft ab, und du erhältst CHF&nbsp;20 Guthaben auf ein neues Paar. Der Stahl wird eingeschmolzen und recycelt; 2025 haben wir über 21&nbsp;000 Kufen zurückgenommen, 96&nbsp;Prozent davon wurden zu neuem Stahl.</p>
<p>OceanIce-Pro- und Greenly-Paneele kaufen wir am Ende ihres Lebens zurück, mahlen sie zu Granulat und pressen daraus neue Paneele. Die Paneele sind wendbar, deshalb bieten die meisten Flächen zehn Jahre oder mehr Eislauf, bevor sie zurückkommen.</p>
<h2>Was wir noch nicht gelöst haben</h2>
<p>Das Beschichtungsverfahren der Black Ghost braucht viel Energie, und geborgener Kunststoff braucht immer noch einen Anteil recyceltes Industrie-HDPE, um die Qualität zu erreichen, die unsere Kundschaft erwartet. Wir veröffentlichen jedes Jahr unsere Fortschritte bei beidem – auch dort, wo wir unsere Ziele verfehlt haben.</p>`;

const summerCupHtml = `<p>Der erste Summer OceanIce Cup bringt Nachwuchs- und Amateurhockey mitten im Juli ins Lido in Rapperswil-Jona: ein Wochenende mit schnellen Drei-gegen-drei-Spielen auf Kunsteis. Keine Kühlung, keine Ausreden, nur Hockey.</p>
<h2>Daten und Ort</h2>
<ul>
<li><strong>Samstag, 10., und Sonntag, 11. Juli 2027</strong>, Spiele von 08.30 bis 18.00 Uhr</li>
<li>Eisfeld Lido, Rapperswil-Jona, auf 600&nbsp;m² OceanIce Pro</li>
<li>Drei Felder von 15&nbsp;×&nbsp;13&nbsp;m nebeneinander, mit Banden und Toren</li>
</ul>
<h2>Kategorien</h2>
<table>
<thead><tr><th>Kategorie</th><th>Jahrgang</th><th>Spielform</th><th>Teams</th></tr></thead>
<tbody>
<tr><td>U9 Fun Festival</td><td>2019 und jünger</td><td>3 gegen 3, ohne Resultate</td><td>12</td></tr>
<tr><td>U11</td><td>2017–2018</td><td>3 gegen 3 mit Goalies</td><td>12</td></tr>
<tr><td>U13</td><td>2015–2016</td><td>3 gegen 3 mit Goalies</td><td>12</td></tr>
<tr><td>U15</td><td>2013–2014</td><td>3 gegen 3 mit Goalies</td><td>8</td></tr>
<tr><td>Open Amateur</td><td>2012 und älter</td><td>3 gegen 3 mit Goalies, gemischte Teams willkommen</td><td>8</td></tr>
</tbody>
</table>
<p>Am Sonntagnachmittag können Goalies aller Kategorien an der <strong>Goalie Challenge</strong> teilnehmen: einer Penaltyserie gegen die besten Schützinnen und Schützen des Wochenendes.</p>
<h2>Anmeldung</h2>
<p>Die Anmeldung öffnet am <strong>Montag, 1. März 2027</strong>, und schliesst am <strong>Montag, 31. Mai 2027</strong> – oder früher, sobald eine Kategorie voll ist. Teams melden sich mit fünf bis acht Feldspielerinnen und Feldspielern und einem oder zwei Goalies an.</p>
<ul>
<li>Startgeld: CHF&nbsp;240 pro Team, inklusive drei garantierter Spiele, einem Turnier-T-Shirt für alle Spielenden und Mittagessen an beiden Tagen</li>
<li>Goalie Challenge: gratis für alle angemeldeten Goalies</li>
<li>Anmeldung per E-Mail an <a href="mailto:cup@sharkblades.ch">cup@sharkblades.ch</a> mit Teamname, Kategorie und Kontaktperson</li>
</ul>
<h2>Gut zu wissen</h2>
<p>Volle Schutzausrüstung ist in allen Spielen Pflicht. Schleifservice und ein Sharkblades-Kufentausch stehen das ganze Wochenende vor Ort bereit. Das Lido liegt fünfzehn Gehminuten vom Bahnhof Rapperswil entfernt; Parkplätze sind knapp, reise deshalb wenn möglich mit dem Zug oder dem Velo an.</p>`;

export const pages: Record<string, PageText> = {
  '7200000000001': {
    title: 'Über uns',
    bodyHtml: aboutHtml,
    bodySummary:
      'Sharkblades wurde in Rapperswil-Jona von einem ehemaligen Verteidiger und einer Werkstoffingenieurin gegründet, die Hockeyausrüstung wollten, die nie im Abfall landet.',
    pictureAlts: [
      'Reto Ammann an der Schleifscheibe in der Werkstatt in Rapperswil-Jona, Kufen auf der Werkbank',
      'Ein Spiel drei gegen drei auf dem zugefrorenen See beim Lido, dahinter die Alpen',
      'Das Sharkblades-Team testet an einem Dienstagabend neue Kufen in der Trainingshalle',
    ],
    seo: {
      title: 'Über Sharkblades – nachhaltige Hockeyausrüstung aus der Schweiz',
      description:
        'Die Geschichte von Sharkblades: austauschbare Schlittschuhkufen und Kunsteis aus geborgenem Meeresplastik, 2022 am Zürichsee gegründet.',
    },
  },
  '7200000000002': {
    title: 'Unser Team',
    bodyHtml: teamHtml,
    bodySummary:
      'Lerne die Spielerinnen und Spieler, Ingenieure und Trainer hinter Sharkblades in Rapperswil-Jona, Zürich, Boston und Dubai kennen.',
    pictureAlts: [
      'Porträt von Reto Ammann',
      'Porträt von Dr. Nadia Keller',
      'Porträt von Jan Oberholzer',
      'Porträt von Elena Rossi',
      'Porträt von Tom Gallagher',
      'Porträt von Aisha Rahman',
    ],
    seo: {
      title: 'Team – die Menschen hinter Sharkblades',
      description: 'Die Gründer und die Geschäftsleitung von Sharkblades in der Schweiz, den USA und Dubai.',
    },
  },
  '7200000000003': {
    title: 'Kontakt',
    bodyHtml: contactHtml,
    bodySummary:
      'Erreiche unseren Hauptsitz in der Schweiz, Sharkblades Inc. in Boston oder unser Büro Mena/Asia in Dubai – oder schreib einfach an hello@sharkblades.ch.',
    pictureAlts: [
      'Rapperswil-Jona am Zürichsee: das Schloss über der Altstadt und der Holzsteg',
      'Die Uferpromenade von Boston in der Abenddämmerung, vom Hafen aus gesehen',
      'Die Türme von Dubai im Nachmittagsdunst, über den Creek hinweg gesehen',
    ],
    seo: {
      title: 'Kontakt zu Sharkblades – Schweiz, USA und Dubai',
      description: 'Adressen, Telefonnummern und E-Mail der Sharkblades-Büros in Rapperswil-Jona, Boston und Dubai.',
    },
  },
  '7200000000004': {
    title: 'Ethik & Verhaltenskodex',
    bodyHtml: ethicsHtml,
    bodySummary:
      'Unser Verhaltenskodex für faire Arbeit, die verantwortungsvolle Beschaffung von Meeresplastik und Stahl und Integrität im Geschäft – mit einem vertraulichen Meldekanal.',
    seo: {
      title: 'Ethik und Verhaltenskodex für die Lieferkette – Sharkblades',
      description:
        'Wie Sharkblades faire Arbeit, verantwortungsvolles Sammeln von Kunststoff und ehrliche Geschäftspraktiken in der ganzen Lieferkette sicherstellt.',
    },
  },
  '7200000000005': {
    title: 'Häufige Fragen',
    bodyHtml: faqHtml,
    bodySummary:
      'Antworten auf häufige Fragen zu Kufengrössen, zum Kufenwechsel, zum Eislaufen auf OceanIce, zu Lieferung, Rückgabe und unserem Rücknahmeprogramm.',
    seo: {
      title: 'FAQ – Fragen zu Sharkblades und OceanIce beantwortet',
      description:
        'Grössen, Kufenwechsel ohne Werkzeug, Pflege von Kunsteis, Lieferzeiten, Rückgabe und Recycling: die häufigsten Fragen zu Sharkblades.',
    },
  },
  '7200000000006': {
    title: 'Nachhaltigkeit',
    bodyHtml: sustainabilityHtml,
    bodySummary:
      'Seit 2023 haben wir 214 Tonnen Ocean-Bound-Plastik zu Kunsteis verarbeitet, und jede Kufe und jedes Paneel, das wir verkaufen, kann über unser Rücknahmeprogramm zu uns zurückkommen.',
    seo: {
      title: 'Nachhaltigkeit bei Sharkblades – Meeresplastik, CO2 und Rücknahme',
      description:
        'Unsere Zahlen zu geborgenem Meeresplastik, CO2-Emissionen und dem Rücknahmeprogramm für abgenutzte Kufen und Kunsteis-Paneele.',
    },
  },
  '7200000000007': {
    title: 'Summer OceanIce Cup 2027',
    bodyHtml: summerCupHtml,
    bodySummary:
      'Ein Wochenende Drei-gegen-drei-Hockey auf OceanIce im Lido in Rapperswil-Jona am 10. und 11. Juli 2027. Anmeldung vom 1. März bis 31. Mai 2027.',
    seo: {
      title: 'Summer OceanIce Cup 2027 – 3-gegen-3-Hockey in Rapperswil-Jona',
      description:
        'Nachwuchs- und Amateurturnier 3 gegen 3 auf Kunsteis im Lido, Rapperswil-Jona, 10.–11. Juli 2027. Kategorien, Daten und Anmeldung.',
    },
  },
  // The body stays English (developer documentation); title, summary and SEO are translated.
  '7200000000008': {
    title: 'Devcenter',
    bodySummary:
      'Integrationshinweise für Entwicklerinnen, Entwickler und Grosshandelspartner: Zugang zur Storefront API, SKU-Schema, Lagerstandorte, Grosshandelsbestellungen und Webhooks.',
    seo: {
      title: 'Devcenter – API- und Grosshandelsintegration für Sharkblades-Partner',
      description:
        'Wie Partner Produktdaten, Verfügbarkeit und Grosshandelsbestellungen von Sharkblades über die Storefront API, CSV und EDI einbinden.',
    },
  },
};
