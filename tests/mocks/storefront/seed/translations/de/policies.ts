// The shop's policies, description and menus in Swiss Standard German, by id.
import type { PolicyText } from '../types';

const privacyPolicyHtml = `<p>Stand: 12. Januar 2026</p>
<p>Die Sharkblades AG («Sharkblades», «wir», «uns») nimmt den Schutz deiner Personendaten ernst. Diese Datenschutzerklärung erklärt, welche Personendaten wir erheben, wenn du sharkblades.ch besuchst, in unserem Shop einkaufst, mit uns Kontakt aufnimmst oder an unseren Anlässen teilnimmst, warum wir sie bearbeiten und welche Rechte du hast. Wir bearbeiten Personendaten nach dem Schweizer Bundesgesetz über den Datenschutz (DSG) und, soweit sie für dich gilt, nach der Datenschutz-Grundverordnung der EU (DSGVO).</p>

<h2>1. Verantwortliche Stelle und Kontakt</h2>
<p>Verantwortlich für die Bearbeitung deiner Personendaten ist die Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Schweiz. Unsere Ansprechperson für den Datenschutz erreichst du unter <a href="mailto:privacy@sharkblades.ch">privacy@sharkblades.ch</a> oder per Post an die obige Adresse mit dem Vermerk «Datenschutz».</p>

<h2>2. Welche Daten wir erheben</h2>
<p>Wir erheben nur die Daten, die wir brauchen, um den Shop zu betreiben und dich gut zu bedienen:</p>
<ul>
<li><strong>Bestelldaten:</strong> Name, Rechnungs- und Lieferadresse, E-Mail-Adresse, Telefonnummer, die bestellten Produkte, Zahlungsstatus und Bestellverlauf.</li>
<li><strong>Kontodaten:</strong> wenn du ein Kundenkonto eröffnest, deine E-Mail-Adresse für die Anmeldung, ein sicher gehashtes Passwort und deine gespeicherten Adressen.</li>
<li><strong>Zahlungsdaten:</strong> Zahlungen wickeln zertifizierte Zahlungsdienstleister ab. Deine vollständige Kartennummer sehen und speichern wir nie.</li>
<li><strong>Kommunikationsdaten:</strong> der Inhalt von Nachrichten, die du uns per E-Mail, Kontaktformular oder Chat schickst, mit Datum und Uhrzeit.</li>
<li><strong>Technische Daten:</strong> IP-Adresse, Browsertyp, Gerät, Sprache, besuchte Seiten sowie Datum und Uhrzeit des Zugriffs, erfasst in Serverprotokollen und über Cookies.</li>
</ul>

<h2>3. Zwecke und Rechtsgrundlagen</h2>
<p>Wir bearbeiten deine Daten, um den Vertrag mit dir abzuschliessen und zu erfüllen (Versand deiner Bestellung, Abwicklung von Rücksendungen und Garantiefällen), um gesetzliche Pflichten wie die schweizerischen Buchführungs- und Mehrwertsteuervorschriften zu erfüllen, und auf Grundlage unseres berechtigten Interesses an einem sicheren, funktionierenden und sich verbessernden Shop. Wo wir uns auf deine Einwilligung stützen, etwa für unseren Newsletter oder für Analyse-Cookies, kannst du diese Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.</p>

<h2>4. Cookies und Analyse</h2>
<p>Technisch notwendige Cookies halten deinen Warenkorb und deine Sitzung am Laufen und lassen sich nicht ausschalten. Analyse- und Marketing-Cookies setzen wir erst, nachdem du ihnen in unserem Cookie-Banner zugestimmt hast. Deine Wahl kannst du jederzeit über den Link «Cookie-Einstellungen» in der Fusszeile jeder Seite ändern.</p>

<h2>5. Empfänger und Bekanntgabe ins Ausland</h2>
<p>Wir geben Personendaten nur an Dienstleister weiter, die uns beim Betrieb des Shops helfen: unsere E-Commerce-Plattform, Zahlungsdienstleister, Logistikpartner, unseren E-Mail-Dienst und unsere IT-Hosting-Anbieter. Sie bearbeiten die Daten in unserem Auftrag und auf vertraglicher Grundlage. Einige dieser Anbieter haben ihren Sitz ausserhalb der Schweiz und des Europäischen Wirtschaftsraums, insbesondere in den USA. Bietet ein Land keinen angemessenen Datenschutz, stützen wir uns auf das Swiss-U.S. und das EU-U.S. Data Privacy Framework oder auf die Standardvertragsklauseln der Europäischen Kommission, angepasst an das Schweizer Recht.</p>
<p>Unsere eigenen Büros in Boston (Sharkblades Inc.) und Dubai (Sharkblades Mena/Asia) haben nur dann Zugriff auf Kundendaten, wenn dies nötig ist, um Kundinnen und Kunden in ihren Regionen zu bedienen, und zwar gestützt auf einen konzerninternen Vertrag über die Datenübermittlung.</p>

<h2>6. Aufbewahrung</h2>
<p>Bestell- und Buchhaltungsunterlagen bewahren wir zehn Jahre auf, wie es das schweizerische Handelsrecht verlangt. Kontodaten behalten wir, bis du dein Konto löschst. Kommunikationsdaten löschen wir zwei Jahre nach Erledigung deiner Anfrage, ausser wir brauchen sie zur Abwehr von Rechtsansprüchen. Serverprotokolle werden nach 30 Tagen gelöscht.</p>

<h2>7. Deine Rechte</h2>
<p>Du hast das Recht, Auskunft über deine Personendaten zu verlangen, unrichtige Daten berichtigen, Daten löschen oder ihre Bearbeitung einschränken zu lassen, der Bearbeitung zu widersprechen und die Daten, die du uns gegeben hast, in einem gängigen maschinenlesbaren Format zu erhalten. Um diese Rechte auszuüben, schreib an <a href="mailto:privacy@sharkblades.ch">privacy@sharkblades.ch</a>. Wir antworten innert 30 Tagen.</p>
<p>Du hast zudem das Recht, dich bei einer Aufsichtsbehörde zu beschweren. In der Schweiz ist das der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB), in der EU die Datenschutzbehörde deines Wohnsitzlandes.</p>

<h2>8. Sicherheit</h2>
<p>Wir schützen deine Daten mit angemessenen technischen und organisatorischen Massnahmen, darunter verschlüsselte Verbindungen (TLS), Zugriffsrechte nach dem Need-to-know-Prinzip und regelmässige Überprüfungen unserer Dienstleister.</p>

<h2>9. Änderungen dieser Erklärung</h2>
<p>Wir können diese Datenschutzerklärung anpassen, wenn sich unsere Dienste oder das Recht ändern. Massgebend ist immer die auf dieser Seite veröffentlichte Fassung.</p>`;

const termsOfServiceHtml = `<p>Stand: 12. Januar 2026</p>
<p>Diese Allgemeinen Geschäftsbedingungen («AGB») gelten für alle Bestellungen über den Onlineshop auf sharkblades.ch, betrieben von der Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Schweiz, eingetragen im Handelsregister des Kantons St. Gallen. Mit deiner Bestellung akzeptierst du diese AGB.</p>

<h2>1. Geltungsbereich</h2>
<p>Unser Shop richtet sich an Konsumentinnen und Konsumenten sowie an Clubs, Schulen und Unternehmen. Gilt eine Bestimmung nur für Konsumentinnen und Konsumenten, steht das ausdrücklich dabei. Abweichende Bedingungen einer Kundin oder eines Kunden gelten nur, wenn wir ihnen schriftlich zugestimmt haben. Für Grosshandelspartner gilt zusätzlich ihr individueller Partnervertrag.</p>

<h2>2. Vertragsabschluss</h2>
<p>Die Produktdarstellungen in unserem Shop sind keine verbindlichen Angebote. Mit dem Absenden einer Bestellung machst du ein verbindliches Angebot, die Produkte in deinem Warenkorb zu kaufen. Wir bestätigen den Eingang deiner Bestellung per E-Mail; der Vertrag kommt zustande, wenn wir dir in einer zweiten E-Mail den Versand deiner Bestellung bestätigen.</p>

<h2>3. Preise und Zahlung</h2>
<p>Alle Preise verstehen sich in Schweizer Franken (CHF) inklusive der geltenden Schweizer Mehrwertsteuer. Wählst du eine andere Währung, rechnen wir die Preise zu deiner Orientierung um; der belastete Betrag wird im Checkout festgelegt. Die Versandkosten siehst du, bevor du die Bestellung abschliesst. Bei Lieferungen ausserhalb der Schweiz können im Bestimmungsland Einfuhrabgaben und Steuern anfallen, ausser der Checkout weist sie als inbegriffen aus.</p>
<p>Wir akzeptieren die im Checkout aufgeführten Zahlungsarten, darunter Kredit- und Debitkarten, TWINT, PayPal und für registrierte Clubs Zahlung auf Rechnung innert 30 Tagen.</p>

<h2>4. Lieferung</h2>
<p>Kufen versenden wir aus unserem Lager in Rapperswil-Jona und über unsere Fulfillment-Partner in der EU und in den USA. Kufen an Lager verlassen uns in der Regel innert eines Arbeitstags. OceanIce- und Greenly-Paneele liefert eine Spedition auf Palette; wir melden uns, um ein Lieferfenster zu vereinbaren. Die im Shop angegebenen Lieferzeiten sind Schätzungen, keine garantierten Termine.</p>

<h2>5. Rückgabe und Rückerstattung</h2>
<p>Unbenutzte Produkte kannst du innert 30 Tagen nach Lieferung zurückgeben. Die Einzelheiten regeln unsere <a href="/policies/refund-policy">Rückgabebedingungen</a>, die Bestandteil dieser AGB sind.</p>

<h2>6. Garantie</h2>
<p>Auf alle Produkte gewähren wir zwei Jahre Garantie ab Lieferdatum. Normale Abnutzung von Kufen durch Eislaufen und Schleifen sowie Abnutzung von Kunsteisflächen durch Gebrauch ist kein Mangel. Ist ein Produkt mangelhaft, reparieren oder ersetzen wir es nach unserer Wahl; ist das nicht möglich, kannst du vom Vertrag zurücktreten oder eine Preisminderung verlangen. Zwingende gesetzliche Rechte bleiben unberührt.</p>

<h2>7. Sicherheit</h2>
<p>Eishockey und Eislaufen bergen ein Verletzungsrisiko. Trag immer eine geeignete Schutzausrüstung, prüf vor dem Eislaufen, ob die Kufen richtig im Halter eingerastet sind, und halte dich bei OceanIce- und Greenly-Flächen an die Verlegeanleitung. Für Schäden aus falscher Verlegung, Veränderungen an unseren Produkten oder einer Verwendung entgegen der Anleitung haften wir nicht.</p>

<h2>8. Haftung</h2>
<p>Für absichtlich oder grobfahrlässig verursachte Schäden und für Personenschäden haften wir unbeschränkt. Die Haftung für leichte Fahrlässigkeit ist ausgeschlossen, soweit das Gesetz es zulässt.</p>

<h2>9. Anwendbares Recht und Gerichtsstand</h2>
<p>Diese AGB und alle darunter abgeschlossenen Verträge unterstehen Schweizer Recht unter Ausschluss des UN-Kaufrechts (CISG). Gerichtsstand ist Rapperswil-Jona, Schweiz. Konsumentinnen und Konsumenten können auch an ihrem Wohnsitz klagen, und die zwingenden Verbraucherschutzbestimmungen ihres Wohnsitzlandes bleiben anwendbar.</p>`;

const refundPolicyHtml = `<p>Stand: 12. Januar 2026</p>
<p>Wir wollen, dass du auf Ausrüstung stehst, die du liebst. Stimmt etwas nicht, hast du 30 Tage Zeit, sie zurückzuschicken.</p>

<h2>Rückgabe innert 30 Tagen</h2>
<p>Jedes unbenutzte Produkt kannst du innert 30 Tagen nach Lieferung zurückgeben und erhältst den vollen Kaufpreis zurück. Unbenutzt heisst: Kufen wurden weder gefahren noch geschliffen, und Kunsteis-Paneele und -Platten wurden nicht im Freien verlegt und nicht mit Schlittschuhen befahren. Bewahr wenn möglich die Originalverpackung auf; sie schützt die Kanten unserer Kufen auf dem Transport.</p>

<h2>So startest du eine Rückgabe</h2>
<p>Melde dich in deinem Konto an und wähl neben deiner Bestellung «Rückgabe starten», oder schreib mit deiner Bestellnummer an <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>. Für Pakete aus der Schweiz und der EU schicken wir dir eine vorfrankierte Rücksendeetikette. Bei Paletten mit OceanIce Pro und Greenly organisieren wir eine Abholung mit unserem Speditionspartner und ziehen die tatsächlichen Abholkosten (ab CHF 79 innerhalb der Schweiz) von deiner Rückerstattung ab.</p>

<h2>Rückerstattung</h2>
<p>Sobald deine Rücksendung angekommen und geprüft ist, in der Regel innert fünf Arbeitstagen, erstatten wir den Kaufpreis auf dein ursprüngliches Zahlungsmittel. Die ursprünglichen Versandkosten erstatten wir, wenn du die ganze Bestellung zurückgibst. Je nach Bank kann es einige Tage länger dauern, bis die Gutschrift auf deinem Konto erscheint. Käufe mit einer Geschenkkarte erstatten wir auf eine neue Geschenkkarte.</p>

<h2>Umtausch</h2>
<p>Die falsche Kufengrösse bestellt? Am schnellsten geht es, wenn du das Paar zurückschickst und neu bestellst – so ist die richtige Grösse sofort für dich reserviert. Ein Umtausch zwischen OceanIce-Farben ist innert 30 Tagen möglich, solange die Paneele unbenutzt sind.</p>

<h2>Beschädigte oder defekte Artikel</h2>
<p>Kommt deine Bestellung beschädigt an oder fällt ein Produkt innerhalb der zweijährigen Garantiefrist aus, melde dich mit einem Foto und deiner Bestellnummer. Wir schicken dir kostenlos Ersatz und organisieren die Abholung des defekten Artikels. Abgenutzte Kufen sind nicht defekt; schick sie stattdessen an unser Rücknahmeprogramm und erhalte CHF 20 Guthaben auf ein neues Paar.</p>

<h2>Ausnahmen</h2>
<p>Geschenkkarten, massgeschnittene OceanIce-Paneele und Anmeldungen für den Summer OceanIce Cup sind von der Rückerstattung ausgeschlossen, soweit das Gesetz nichts anderes vorschreibt. Reduzierte Artikel mit dem Vermerk «Endverkauf» können nur zurückgegeben werden, wenn sie defekt sind.</p>`;

export const policies: Record<string, PolicyText> = {
  '20000000001': { title: 'Datenschutzerklärung', bodyHtml: privacyPolicyHtml },
  '20000000002': { title: 'Allgemeine Geschäftsbedingungen', bodyHtml: termsOfServiceHtml },
  '20000000003': { title: 'Rückgabebedingungen', bodyHtml: refundPolicyHtml },
  '20000000004': {
    title: 'Versandbedingungen',
    bodyHtml: `<p>Wir versenden aus Rapperswil-Jona, Schweiz, und aus unseren Lagern in der EU und in den USA.</p>
<p>Bestellungen, die an einem Arbeitstag vor 14.00 Uhr MEZ eingehen, verlassen uns noch am selben Tag. Die Lieferung dauert in der Schweiz 1–3 Arbeitstage, in der EU 3–6 und anderswo 5–10. Ab CHF 100 ist der Versand innerhalb der Schweiz kostenlos.</p>
<p>Bei Sendungen aus der Schweiz in andere Länder kann das Bestimmungsland Einfuhrabgaben und Steuern erheben.</p>
<table>
<thead><tr><th>Ziel</th><th>Lieferzeit</th><th>Versandkosten</th><th>Kostenlos ab</th><th>Einfuhrabgaben und Steuern</th></tr></thead>
<tbody>
<tr><td>Schweiz</td><td>1–3 Arbeitstage</td><td>CHF 7.90 · EUR 8.95 · USD 8.95</td><td>CHF 100 · EUR 110 · USD 115</td><td>Keine</td></tr>
<tr><td>Europäische Union</td><td>3–6 Arbeitstage</td><td>CHF 14.90 · EUR 15.95 · USD 16.95</td><td>CHF 150 · EUR 160 · USD 170</td><td>Kann das Bestimmungsland erheben</td></tr>
<tr><td>Alle anderen Länder</td><td>5–10 Arbeitstage</td><td>CHF 24.90 · EUR 26.95 · USD 28.95</td><td>–</td><td>Kann das Bestimmungsland erheben</td></tr>
</tbody>
</table>
<p>Belastet wird in der Währung des Shops deines Landes; ist es eine andere, zeigt der Checkout den Betrag darin.</p>`,
  },
  '20000000005': {
    title: 'Kontaktinformationen',
    bodyHtml: `<p>Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Schweiz. E-Mail: <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>. MWST: CHE-123.456.789 MWST.</p>`,
  },
};

export const shop = {
  description:
    'Austauschbare Schlittschuhkufen und Kunsteis aus recyceltem Meeresplastik. Nachhaltige Hockeyausrüstung, entwickelt in Rapperswil-Jona, Schweiz.',
};

export const menus: Record<string, string> = {
  '80000000001': 'Hauptmenü',
  '80000000002': 'Fusszeilenmenü',
};

export const menuItems: Record<string, string> = {
  '81000000001': 'Shop',
  '81000000002': 'Geschichten',
  '81000000003': 'Journal',
  '81000000004': 'Erfolgsgeschichten',
  '81000000005': 'Stimmen',
  '81000000006': 'Über uns',
  '81000000011': 'Shop',
  '81000000012': 'Stimmen',
  '81000000013': 'Datenschutz',
  '81000000014': 'Rückgabe',
  '81000000015': 'FAQ',
};
