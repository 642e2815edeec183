// Online-store pages. IDs: pages 7200000000001–9, their pictures (the `custom.pictures` metafield) 30000000000101–112.
// The contact page marks each office with <section data-office="europe" | "inc" | "mena-asia">.
import type { SeedPage } from './types';

const aboutHtml = `<section>
<h2>Born on Lake Zurich, built for the ice</h2>
<p>Sharkblades started in 2022 in a borrowed workshop in Rapperswil-Jona, a few hundred metres from the lake. Reto Ammann had just finished a long amateur career on the blue line, and he had a number he could not forget: over his playing years, he had thrown away more than twenty complete blade holders, most of them with perfectly good plastic and only worn-out steel. The steel wore out; the whole assembly went in the bin.</p>
<p>His old teammate Nadia Keller, by then a materials engineer researching recycled polymers, had a problem of her own. She could turn recovered ocean plastic into strong, smooth sheets in the lab, but nobody wanted to build anything from them that people would actually use every day. Over a long evening at the Lido, the two problems turned into one company.</p>
</section>
<section>
<h2>Two ideas, one mission</h2>
<p>The first idea was a runner that you could change in seconds, without tools, so that only the steel ever needs replacing. After more than a year of prototypes, dozens of test skaters and one memorable broken holder in a beer league final, the Quick-Lock system was ready. Sharkblades went on sale in 2024, and the Black Ghost edition followed in 2025.</p>
<p>The second idea was ice that does not need a refrigeration plant, made from plastic that would otherwise end up in the sea. OceanIce Pro panels now cover club training halls, garages and backyards from Scandinavia to the Gulf, and our Greenly starter kits bring the first square metres of ice into family living rooms.</p>
</section>
<section>
<h2>Where we are today</h2>
<p>We are a team of 34 people across three offices: our headquarters and European team in Switzerland, Sharkblades Inc. in Boston, and our Mena/Asia office in Dubai. Our runners are ground, sharpened and coated in Switzerland, and every one of them can come back to us at the end of its life.</p>
<p>We are still hockey players first. We test everything ourselves, usually on Tuesday evenings, and we still believe that the most sustainable piece of equipment is the one you never have to throw away.</p>
</section>`;

const teamHtml = `<p>We are players, engineers, coaches and logisticians who share one conviction: hockey can be played at the highest level without costing the earth. Meet some of the people behind Sharkblades.</p>
<section>
<h2>Reto Ammann</h2>
<p><strong>Co-founder &amp; Chief Executive Officer</strong>, Rapperswil-Jona</p>
<p>Reto played fifteen seasons of amateur and semi-professional hockey as a defenceman before swapping the bench for a workbench. He leads the company, still tests every new runner profile himself, and is the reason every Sharkblades meeting ends on time: the ice is booked.</p>
</section>
<section>
<h2>Dr. Nadia Keller</h2>
<p><strong>Co-founder &amp; Chief Technology Officer</strong>, Rapperswil-Jona</p>
<p>Nadia holds a doctorate in polymer engineering and spent six years researching recycled plastics before co-founding Sharkblades. She is responsible for the Quick-Lock mechanism, the Black Ghost coating process and every OceanIce recipe since the first one.</p>
</section>
<section>
<h2>Jan Oberholzer</h2>
<p><strong>Head of Product &amp; Skating</strong>, Rapperswil-Jona</p>
<p>A former goalie and goalie coach, Jan translates what players feel on the ice into drawings our engineers can work with. He developed the flat goalie profile and runs our test skater programme with more than sixty players of all levels.</p>
</section>
<section>
<h2>Elena Rossi</h2>
<p><strong>Head of Sustainability &amp; Supply Chain</strong>, Zurich</p>
<p>Elena manages our relationships with plastic collection partners and steel suppliers, and is the author of our annual impact report. Before joining Sharkblades, she audited supply chains for an international outdoor apparel group.</p>
</section>
<section>
<h2>Tom Gallagher</h2>
<p><strong>President, Sharkblades Inc.</strong>, Boston</p>
<p>Tom grew up on the outdoor rinks of Massachusetts and spent a decade in sporting goods retail before opening our US office in 2025. He looks after our North American partners, clubs and skills coaches, and organises monthly blade service days.</p>
</section>
<section>
<h2>Aisha Rahman</h2>
<p><strong>Managing Director, Mena/Asia</strong>, Dubai</p>
<p>Aisha leads our growth in the Gulf and Asia, where mall rinks, new academies and hot climates make synthetic ice particularly attractive. She previously built the regional business of a European sports equipment brand.</p>
</section>`;

const contactHtml = `<p>Questions about sizing, an order, a club project or a partnership? Write to us at <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a> and we will answer within one working day. For anything regional, you can also contact the office nearest to you directly.</p>

<section data-office="europe">
<h2>Headquarters &amp; Europe</h2>
<p><strong>Sharkblades AG</strong><br>
Neue Jonastrasse 60<br>
8640 Rapperswil-Jona<br>
Switzerland</p>
<p>Showroom and sales office: Hardturmstrasse 130, 8005 Zürich, Switzerland</p>
<p>Phone: <a href="tel:+41552104800">+41 55 210 48 00</a><br>
Email: <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a></p>
<p>Monday to Friday, 08:30–17:30 CET. Showroom visits by appointment.</p>
</section>

<section data-office="inc">
<h2>Sharkblades Inc. – United States</h2>
<p><strong>Sharkblades Inc.</strong><br>
88 Black Falcon Avenue, Suite 240<br>
Boston, MA 02210<br>
United States</p>
<p>Phone: <a href="tel:+16175550142">+1 617 555 0142</a><br>
Email: <a href="mailto:us@sharkblades.ch">us@sharkblades.ch</a></p>
<p>Monday to Friday, 9:00 am–5:00 pm ET. Serving customers and partners in the United States and Canada.</p>
</section>

<section data-office="mena-asia">
<h2>Mena/Asia</h2>
<p><strong>Sharkblades Mena/Asia FZ-LLC</strong><br>
Building 5, Office 304, Dubai Design District<br>
Dubai<br>
United Arab Emirates</p>
<p>Phone: <a href="tel:+97145550178">+971 4 555 0178</a><br>
Email: <a href="mailto:mena@sharkblades.ch">mena@sharkblades.ch</a></p>
<p>Monday to Friday, 09:00–18:00 GST. Serving the Middle East, North Africa and Asia-Pacific.</p>
</section>

<h2>Press and partnerships</h2>
<p>Journalists can reach us at <a href="mailto:press@sharkblades.ch">press@sharkblades.ch</a>. Clubs, rink operators and retailers interested in OceanIce projects or wholesale terms should write to <a href="mailto:partners@sharkblades.ch">partners@sharkblades.ch</a>.</p>`;

const ethicsHtml = `<p>How we make our products matters as much as what we make. This code of conduct applies to everyone who works for Sharkblades and, through our supplier agreements, to every company that helps us build our products.</p>
<h2>Fair work, everywhere</h2>
<p>We do not tolerate forced labour, child labour or any form of discrimination, whether in our own offices or anywhere in our supply chain. Every supplier signs our Supplier Code of Conduct, which is based on the ILO core labour standards and the UN Guiding Principles on Business and Human Rights, and agrees to announced and unannounced audits.</p>
<p>In our own company, we pay every employee at least a living wage for their location, publish our salary bands internally, and review pay equity between women and men every year.</p>
<h2>Plastic collection partners</h2>
<p>The people who collect ocean-bound plastic for OceanIce often work in the informal economy. We only work with collection partners who pay collectors a fair, fixed price per kilogram, provide protective equipment and health insurance, and do not employ children. We pay a premium above the market price for recovered plastic, and an independent organisation verifies the chain of custody from the beach to our pellets.</p>
<h2>Steel and coatings</h2>
<p>Our runner steel comes from European mills with certified environmental management systems and a high share of recycled scrap. The Black Ghost coating is applied in Switzerland by a partner that operates under Swiss environmental and occupational safety law.</p>
<h2>Integrity in business</h2>
<p>We do not offer or accept bribes, kickbacks or inappropriate gifts. Sponsorship of clubs and athletes is documented in written agreements and published in our annual report. We compete fairly and honestly, and we make environmental claims only when we can back them with data.</p>
<h2>Speaking up</h2>
<p>Anyone, inside or outside the company, can report a suspected breach of this code, anonymously if they wish, to <a href="mailto:ethics@sharkblades.ch">ethics@sharkblades.ch</a> or through our external reporting channel. Reports go directly to our ethics committee, which includes a member of the board who is independent of management. We protect whistleblowers from any form of retaliation.</p>`;

const faqHtml = `<h2>Blades and sizing</h2>
<h3>How do I know which blade size I need?</h3>
<p>Your runner size is printed on your skate holder in millimetres, for example 263 or 272. You do not need to measure your foot. Our <a href="/blogs/blog/blade-sizing-guide">blade sizing guide</a> has a table with typical sizes for each skate size.</p>

<h3>Do I need tools to change a Sharkblade?</h3>
<p>No. Open the Quick-Lock lever at the heel, slide the old runner out, click the new one in and close the lever. With a little practice it takes less than ten seconds per skate.</p>

<h3>Do Sharkblades fit my current skates?</h3>
<p>Sharkblades runners fit Sharkblades Quick-Lock holders. If your skates have a different holder, a skate shop can replace it with a Quick-Lock holder in about fifteen minutes, and from then on you will only ever replace the steel.</p>

<h3>Can I sharpen Sharkblades like normal blades?</h3>
<p>Yes. Any skate sharpening machine works. Each runner has a laser-engraved wear line; once the edge reaches it, send the runner back to us through the take-back programme.</p>

<h3>What is the difference between Sharkblades and Black Ghost?</h3>
<p>Black Ghost runners use the same steel and fit the same holders, but they have a black diamond-like carbon coating that reduces friction, protects against corrosion and keeps the edge sharp for longer. They also come with a choice of 9 ft or 11 ft radius.</p>

<h2>OceanIce synthetic ice</h2>
<h3>Can I skate on OceanIce with normal hockey skates?</h3>
<p>Yes, OceanIce is designed for regular steel skates. Expect slightly more resistance than on refrigerated ice, and sharpen your blades a little more often if you skate on synthetic ice regularly.</p>

<h3>Do I need to spray or wax the OceanIce surface?</h3>
<p>No. The glide additive is built into the material. Simply sweep or vacuum the surface and wipe it with a damp mop now and then.</p>

<h3>Can OceanIce panels be used outdoors?</h3>
<p>OceanIce Pro can be used outdoors under a roof or a cover, between −20&nbsp;°C and +45&nbsp;°C. Direct sun all year round will age the surface faster, so we recommend covering it when not in use.</p>

<h2>Delivery, returns and take-back</h2>
<h3>How long does delivery take?</h3>
<p>Blades in stock usually ship within one business day and arrive within two to four working days in Switzerland and most of Europe. Panels and tile kits are shipped on a pallet; we will contact you to agree a delivery date, usually within a week.</p>

<h3>What happens to my worn runners and old panels?</h3>
<p>Send them back to us. For every pair of worn runners you receive CHF&nbsp;20 credit towards a new pair, and we buy back OceanIce panels at the end of their life to regrind them into new ones.</p>

<h3>Can I return a product?</h3>
<p>Yes, unused products can be returned within 30 days of delivery for a full refund. See our <a href="/policies/refund-policy">refund policy</a> for details.</p>`;

const sustainabilityHtml = `<p>Sustainability is not a product line at Sharkblades; it is the reason the company exists. Here is what we do, and what it adds up to. All figures are for the calendar year 2025 unless stated otherwise, and are reviewed by an independent auditor for our annual impact report.</p>
<h2>Ocean plastic, recovered</h2>
<p>Every OceanIce Pro panel contains 8.75&nbsp;kg of ocean-bound plastic recovered by our collection partners in Southeast Asia and the Mediterranean. Greenly tiles are made from 100&nbsp;percent post-consumer recycled plastic.</p>
<ul>
<li><strong>214 tonnes</strong> of ocean-bound plastic recovered and turned into synthetic ice since 2023</li>
<li><strong>86 tonnes</strong> in 2025 alone, roughly the weight of four million plastic bottles</li>
<li><strong>1,150 collectors</strong> paid a fixed premium price through our partner programme</li>
</ul>
<h2>Only the steel gets replaced</h2>
<p>With a conventional blade system, a worn runner often means replacing the whole holder. With Sharkblades, only the steel runner is replaced. Over the lifetime of a pair of skates, that avoids about 1.6&nbsp;kg of plastic and steel waste and roughly 9&nbsp;kg of CO<sub>2</sub>e per skater.</p>
<h2>Climate</h2>
<ul>
<li>Our Swiss operations run on 100&nbsp;percent certified renewable electricity, including the grinding and coating of every runner.</li>
<li>OceanIce panels travel by sea and rail, never by air. Blades are consolidated in weekly shipments to our fulfilment partners.</li>
<li>A 600&nbsp;m² OceanIce surface, such as the one at the Lido in Rapperswil-Jona, avoids around 180&nbsp;MWh of refrigeration energy per summer season compared with a conventional ice sheet.</li>
<li>Our total 2025 footprint was 1,240 tonnes of CO<sub>2</sub>e across scopes 1 to 3. Our target is a 50&nbsp;percent reduction per unit sold by 2030, against a 2024 baseline.</li>
</ul>
<h2>Take-back programme</h2>
<p>Everything we sell can come back to us. Send your worn runners in any Sharkblades envelope or drop them off at a partner shop, and you will receive CHF&nbsp;20 credit towards a new pair. The steel is melted down and recycled; in 2025 we recovered more than 21,000 runners, 96&nbsp;percent of them recycled into new steel.</p>
<p>OceanIce Pro and Greenly panels are bought back at the end of their life, ground into pellets and pressed into new panels. Panels are reversible, so most surfaces give ten years or more of skating before they come back.</p>
<h2>What we have not solved yet</h2>
<p>The Black Ghost coating process is energy-intensive, and recovered plastic still needs a share of recycled industrial HDPE to reach the quality our customers expect. We publish our progress on both every year, including where we fell short.</p>`;

const summerCupHtml = `<p>The first Summer OceanIce Cup brings youth and amateur hockey to the Lido in Rapperswil-Jona for a weekend of fast three-on-three games on synthetic ice, in the middle of July. No refrigeration, no excuses, just hockey.</p>
<h2>Dates and venue</h2>
<ul>
<li><strong>Saturday 10 and Sunday 11 July 2027</strong>, games from 08:30 to 18:00</li>
<li>Lido rink, Rapperswil-Jona, on 600&nbsp;m² of OceanIce Pro</li>
<li>Three rinks of 15&nbsp;×&nbsp;13&nbsp;m side by side, with full boards and nets</li>
</ul>
<h2>Categories</h2>
<table>
<thead><tr><th>Category</th><th>Born</th><th>Format</th><th>Teams</th></tr></thead>
<tbody>
<tr><td>U9 Fun Festival</td><td>2019 and later</td><td>3 on 3, no scores kept</td><td>12</td></tr>
<tr><td>U11</td><td>2017–2018</td><td>3 on 3 with goalies</td><td>12</td></tr>
<tr><td>U13</td><td>2015–2016</td><td>3 on 3 with goalies</td><td>12</td></tr>
<tr><td>U15</td><td>2013–2014</td><td>3 on 3 with goalies</td><td>8</td></tr>
<tr><td>Open Amateur</td><td>2012 and earlier</td><td>3 on 3 with goalies, mixed teams welcome</td><td>8</td></tr>
</tbody>
</table>
<p>On Sunday afternoon, goalies from every category can take part in the <strong>Goalie Challenge</strong>: a shoot-out series against the best shooters of the weekend.</p>
<h2>Registration</h2>
<p>Registration opens on <strong>Monday 1 March 2027</strong> and closes on <strong>Monday 31 May 2027</strong>, or earlier once a category is full. Teams register with a roster of five to eight skaters and one or two goalies.</p>
<ul>
<li>Entry fee: CHF&nbsp;240 per team, including three guaranteed games, a tournament T-shirt for every player and lunch on both days</li>
<li>Goalie Challenge: free for all registered goalies</li>
<li>Register by email to <a href="mailto:cup@sharkblades.ch">cup@sharkblades.ch</a> with your team name, category and a contact person</li>
</ul>
<h2>Good to know</h2>
<p>Full protective equipment is mandatory for all games. Skate sharpening and a Sharkblades runner exchange service are available on site all weekend. The Lido is a fifteen-minute walk from Rapperswil station; parking is limited, so please travel by train or bicycle if you can.</p>`;

const devcenterHtml = `<p>The Devcenter is for developers, retailers and distribution partners who integrate Sharkblades products into their own systems. If you need access to anything described here, write to <a href="mailto:devcenter@sharkblades.ch">devcenter@sharkblades.ch</a>.</p>
<h2>Storefront API</h2>
<p>Our shop runs on Shopify. Approved partners receive a Storefront API access token for read-only product, collection and availability data, so you can display up-to-date Sharkblades listings on your own site or in your point-of-sale system. Prices are returned in CHF by default; pass a country context to receive prices in your market's currency.</p>
<pre><code>query PartnerCatalogue($country: CountryCode) @inContext(country: $country) {
  products(first: 10) {
    nodes {
      handle
      title
      variants(first: 20) {
        nodes { sku availableForSale price { amount currencyCode } }
      }
    }
  }
}</code></pre>
<h2>SKU scheme</h2>
<ul>
<li><code>SB-&lt;size&gt;-&lt;pairs&gt;</code>: Sharkblades player runners, e.g. SB-272-1</li>
<li><code>SBG-&lt;size&gt;</code>: Sharkblades for Goalies, e.g. SBG-288</li>
<li><code>BG-&lt;size&gt;-&lt;radius&gt;</code>: Black Ghost, e.g. BG-263-9</li>
<li><code>OIP-&lt;panels&gt;-&lt;colour&gt;</code>: OceanIce Pro packs, e.g. OIP-08-WHT</li>
<li><code>GRN-&lt;tiles&gt;-&lt;colour&gt;</code>: Greenly starter kits, e.g. GRN-12-GRN</li>
</ul>
<h2>Inventory and locations</h2>
<p>Stock is held at two locations: our Swiss warehouse in Rapperswil-Jona, and the primary fulfilment location that serves the EU and international orders. Availability in the API is the sum of both. Orders for Swiss addresses are fulfilled from Switzerland where possible, so some variants can be available for Swiss customers but not for export, and the other way round.</p>
<h2>Wholesale orders</h2>
<p>Wholesale partners can place orders through our B2B portal, by CSV upload or via EDI (EDIFACT ORDERS/DESADV/INVOIC). Net prices follow the partner price list agreed in your contract; the retail prices in the Storefront API are recommended retail prices including Swiss VAT.</p>
<h2>Webhooks and rate limits</h2>
<p>We can notify your system of price changes, new products and stock changes via signed webhooks. Please cache catalogue data for at least five minutes and keep to the standard Storefront API rate limits; we will contact you before revoking a token that exceeds them.</p>
<h2>Media and brand assets</h2>
<p>Product images in the API may be used on partner sites for as long as you sell our products. Logos, brand guidelines and high-resolution lifestyle photography are available in the partner area on request.</p>`;

const zeitplanHtml = `<p><strong>Interne Seite – bitte nicht verlinken.</strong> Zeitplan für Aufbau, Durchführung und Abbau des Summer OceanIce Cup 2027 im Lido Rapperswil-Jona. Änderungen bitte an Jan Oberholzer melden.</p>
<h2>Donnerstag, 8. Juli 2027 – Aufbau</h2>
<table>
<thead><tr><th>Zeit</th><th>Programmpunkt</th><th>Ort</th><th>Verantwortlich</th></tr></thead>
<tbody>
<tr><td>07:00</td><td>Anlieferung OceanIce-Pro-Paletten (600 Paneele)</td><td>Lido, Anlieferung Nord</td><td>Logistik</td></tr>
<tr><td>08:00–12:00</td><td>Verlegen der Paneele, Feld 1 und 2</td><td>Lido, Halle</td><td>Aufbauteam</td></tr>
<tr><td>12:00–13:00</td><td>Mittagspause</td><td>Clubrestaurant</td><td>–</td></tr>
<tr><td>13:00–16:30</td><td>Verlegen Feld 3, Banden und Tore montieren</td><td>Lido, Halle</td><td>Aufbauteam</td></tr>
<tr><td>17:00</td><td>Abnahme der Spielfläche mit Sicherheitsbeauftragtem</td><td>Lido, Halle</td><td>Jan Oberholzer</td></tr>
</tbody>
</table>
<h2>Freitag, 9. Juli 2027 – Vorbereitung</h2>
<table>
<thead><tr><th>Zeit</th><th>Programmpunkt</th><th>Ort</th><th>Verantwortlich</th></tr></thead>
<tbody>
<tr><td>09:00</td><td>Aufbau Schleifservice und Kufen-Tauschstand</td><td>Foyer</td><td>Service-Team</td></tr>
<tr><td>10:30</td><td>Briefing Helferinnen und Helfer</td><td>Sitzungszimmer 1</td><td>Elena Rossi</td></tr>
<tr><td>14:00</td><td>Schiedsrichter-Briefing und Probespiel</td><td>Feld 1</td><td>Turnierleitung</td></tr>
<tr><td>16:00</td><td>Medientermin mit Lokalpresse</td><td>Lido, Tribüne</td><td>Reto Ammann</td></tr>
<tr><td>18:00</td><td>Letzte Kontrolle, Halle abschliessen</td><td>Lido</td><td>Jan Oberholzer</td></tr>
</tbody>
</table>
<h2>Samstag, 10. Juli 2027 – Turniertag 1</h2>
<table>
<thead><tr><th>Zeit</th><th>Programmpunkt</th><th>Ort</th><th>Verantwortlich</th></tr></thead>
<tbody>
<tr><td>07:30</td><td>Türöffnung, Akkreditierung der Teams</td><td>Eingang Süd</td><td>Empfang</td></tr>
<tr><td>08:15</td><td>Begrüssung</td><td>Feld 2</td><td>Reto Ammann</td></tr>
<tr><td>08:30–12:00</td><td>Gruppenspiele U9 und U11</td><td>Felder 1–3</td><td>Turnierleitung</td></tr>
<tr><td>12:00–13:00</td><td>Mittagessen Teams (Schichtbetrieb)</td><td>Festzelt</td><td>Catering</td></tr>
<tr><td>13:00–18:00</td><td>Gruppenspiele U13, U15 und Open Amateur</td><td>Felder 1–3</td><td>Turnierleitung</td></tr>
<tr><td>19:00</td><td>Teamabend mit Grill</td><td>Seeufer Lido</td><td>Catering</td></tr>
</tbody>
</table>
<h2>Sonntag, 11. Juli 2027 – Turniertag 2 und Abbau</h2>
<table>
<thead><tr><th>Zeit</th><th>Programmpunkt</th><th>Ort</th><th>Verantwortlich</th></tr></thead>
<tbody>
<tr><td>08:30–12:30</td><td>Finalrunden aller Kategorien</td><td>Felder 1–3</td><td>Turnierleitung</td></tr>
<tr><td>13:30–15:00</td><td>Goalie Challenge</td><td>Feld 2</td><td>Jan Oberholzer</td></tr>
<tr><td>15:30</td><td>Siegerehrung</td><td>Feld 2</td><td>Reto Ammann</td></tr>
<tr><td>16:30–21:00</td><td>Abbau, Paneele reinigen und palettieren</td><td>Lido, Halle</td><td>Aufbauteam</td></tr>
</tbody>
</table>
<p>Notfallnummer Turnierleitung: +41 55 210 48 09. Erste Hilfe: Samariterposten beim Eingang Süd, durchgehend besetzt.</p>`;

export const pages: SeedPage[] = [
  {
    id: '7200000000001',
    handle: 'about',
    title: 'About us',
    bodyHtml: aboutHtml,
    bodySummary:
      'Sharkblades was founded in Rapperswil-Jona by a former defenceman and a materials engineer who wanted hockey equipment that never ends up in the bin.',
    seo: {
      title: 'About Sharkblades – sustainable hockey equipment from Switzerland',
      description:
        'The story of Sharkblades: exchangeable skate blades and synthetic ice from recovered ocean plastic, founded on Lake Zurich in 2022.',
    },
    createdAt: '2025-01-15T09:00:00Z',
    updatedAt: '2026-02-03T10:00:00Z',
    pictures: [
      {
        id: '30000000000101',
        path: '/cdn/shop/files/about-workshop.jpg',
        altText: 'Reto Ammann at the grinding wheel in the Rapperswil-Jona workshop, runners on the bench',
        width: 1600,
        height: 1067,
      },
      {
        id: '30000000000102',
        path: '/cdn/shop/files/about-lake-rink.jpg',
        altText: 'A game of three on three on the frozen lake at the Lido, the Alps behind',
        width: 1600,
        height: 1067,
      },
      {
        id: '30000000000103',
        path: '/cdn/shop/files/about-team-on-ice.jpg',
        altText: 'The Sharkblades team testing new runners on a Tuesday evening in the training hall',
        width: 1600,
        height: 1067,
      },
    ],
  },
  {
    id: '7200000000002',
    handle: 'team',
    title: 'Our team',
    bodyHtml: teamHtml,
    bodySummary:
      'Meet the players, engineers and coaches behind Sharkblades in Rapperswil-Jona, Zurich, Boston and Dubai.',
    seo: {
      title: 'Team – the people behind Sharkblades',
      description:
        'Meet the founders and leadership team of Sharkblades across Switzerland, the United States and Dubai.',
    },
    createdAt: '2025-01-15T09:00:00Z',
    updatedAt: '2026-01-19T15:30:00Z',
    pictures: [
      {
        id: '30000000000104',
        path: '/cdn/shop/files/team-reto-ammann.jpg',
        altText: 'Portrait of Reto Ammann',
        width: 900,
        height: 1125,
      },
      {
        id: '30000000000105',
        path: '/cdn/shop/files/team-nadia-keller.jpg',
        altText: 'Portrait of Dr. Nadia Keller',
        width: 900,
        height: 1125,
      },
      {
        id: '30000000000106',
        path: '/cdn/shop/files/team-jan-oberholzer.jpg',
        altText: 'Portrait of Jan Oberholzer',
        width: 900,
        height: 1125,
      },
      {
        id: '30000000000107',
        path: '/cdn/shop/files/team-elena-rossi.jpg',
        altText: 'Portrait of Elena Rossi',
        width: 900,
        height: 1125,
      },
      {
        id: '30000000000108',
        path: '/cdn/shop/files/team-tom-gallagher.jpg',
        altText: 'Portrait of Tom Gallagher',
        width: 900,
        height: 1125,
      },
      {
        id: '30000000000109',
        path: '/cdn/shop/files/team-aisha-rahman.jpg',
        altText: 'Portrait of Aisha Rahman',
        width: 900,
        height: 1125,
      },
    ],
  },
  {
    id: '7200000000003',
    handle: 'contact',
    title: 'Contact',
    bodyHtml: contactHtml,
    bodySummary:
      'Reach our headquarters in Switzerland, Sharkblades Inc. in Boston or our Mena/Asia office in Dubai, or simply write to hello@sharkblades.ch.',
    seo: {
      title: 'Contact Sharkblades – Switzerland, USA and Dubai',
      description:
        'Addresses, phone numbers and email for the Sharkblades offices in Rapperswil-Jona, Boston and Dubai.',
    },
    createdAt: '2025-01-15T09:00:00Z',
    updatedAt: '2026-03-05T08:45:00Z',
    pictures: [
      {
        id: '30000000000110',
        path: '/cdn/shop/files/office-rapperswil-jona.jpg',
        altText: 'Rapperswil-Jona on Lake Zurich: the castle above the old town and the wooden footbridge',
        width: 1600,
        height: 900,
      },
      {
        id: '30000000000111',
        path: '/cdn/shop/files/office-boston.jpg',
        altText: 'The Boston waterfront at dusk, seen from across the harbour',
        width: 1600,
        height: 900,
      },
      {
        id: '30000000000112',
        path: '/cdn/shop/files/office-dubai.jpg',
        altText: 'Dubai’s towers in the afternoon haze, seen across the creek',
        width: 1600,
        height: 900,
      },
    ],
  },
  {
    id: '7200000000004',
    handle: 'ethics',
    title: 'Ethics & code of conduct',
    bodyHtml: ethicsHtml,
    bodySummary:
      'Our code of conduct for fair work, responsible sourcing of ocean plastic and steel, and integrity in business, with a confidential channel for speaking up.',
    seo: {
      title: 'Ethics and supply chain code of conduct – Sharkblades',
      description:
        'How Sharkblades ensures fair work, responsible plastic collection and honest business practices across its supply chain.',
    },
    createdAt: '2025-02-01T09:00:00Z',
    updatedAt: '2026-01-12T09:00:00Z',
  },
  {
    id: '7200000000005',
    handle: 'faq',
    title: 'Frequently asked questions',
    bodyHtml: faqHtml,
    bodySummary:
      'Answers to common questions about blade sizes, changing runners, skating on OceanIce, delivery, returns and our take-back programme.',
    seo: {
      title: 'FAQ – Sharkblades and OceanIce questions answered',
      description:
        'Sizing, tool-free blade changes, synthetic ice care, delivery times, returns and recycling: the most common questions about Sharkblades.',
    },
    createdAt: '2025-02-01T09:00:00Z',
    updatedAt: '2026-04-08T13:20:00Z',
  },
  {
    id: '7200000000006',
    handle: 'sustainability',
    title: 'Sustainability',
    bodyHtml: sustainabilityHtml,
    bodySummary:
      'Since 2023 we have turned 214 tonnes of ocean-bound plastic into synthetic ice, and every runner and panel we sell can come back to us through our take-back programme.',
    seo: {
      title: 'Sustainability at Sharkblades – ocean plastic, CO2 and take-back',
      description:
        'Our figures on recovered ocean plastic, CO2 emissions and the take-back programme for worn runners and synthetic ice panels.',
    },
    createdAt: '2025-02-01T09:00:00Z',
    updatedAt: '2026-03-12T09:00:00Z',
  },
  {
    id: '7200000000007',
    handle: 'summer-oceanice-cup',
    title: 'Summer OceanIce Cup 2027',
    bodyHtml: summerCupHtml,
    bodySummary:
      'A weekend of three-on-three hockey on OceanIce at the Lido in Rapperswil-Jona on 10 and 11 July 2027. Registration is open from 1 March to 31 May 2027.',
    seo: {
      title: 'Summer OceanIce Cup 2027 – 3-on-3 hockey in Rapperswil-Jona',
      description:
        'Youth and amateur 3-on-3 tournament on synthetic ice at the Lido, Rapperswil-Jona, 10–11 July 2027. Categories, dates and registration.',
    },
    createdAt: '2026-03-02T09:00:00Z',
    updatedAt: '2026-04-14T10:10:00Z',
  },
  {
    id: '7200000000008',
    handle: 'devcenter',
    title: 'Devcenter',
    bodyHtml: devcenterHtml,
    bodySummary:
      'Integration notes for developers and wholesale partners: Storefront API access, SKU scheme, inventory locations, wholesale ordering and webhooks.',
    seo: {
      title: 'Devcenter – API and wholesale integration for Sharkblades partners',
      description:
        'How partners integrate Sharkblades product data, availability and wholesale orders via the Storefront API, CSV and EDI.',
    },
    createdAt: '2025-05-20T09:00:00Z',
    updatedAt: '2026-02-18T16:00:00Z',
  },
  {
    id: '7200000000009',
    handle: 'zeitplan',
    title: 'Zeitplan Summer OceanIce Cup 2027',
    bodyHtml: zeitplanHtml,
    bodySummary:
      'Interner Zeitplan für Aufbau, Turniertage und Abbau des Summer OceanIce Cup vom 8. bis 11. Juli 2027 im Lido Rapperswil-Jona.',
    seo: {
      title: 'Zeitplan Summer OceanIce Cup 2027 (intern)',
      description: 'Interner Ablauf- und Zeitplan für den Summer OceanIce Cup 2027 im Lido Rapperswil-Jona.',
    },
    createdAt: '2026-04-01T09:00:00Z',
    updatedAt: '2026-04-21T07:30:00Z',
  },
];
