// Blogs and articles. IDs: blogs 7000000000001–3, articles 7100000000001–11,
// article images 30000000000026–36.
import type { SeedBlog } from './types';

export const blogs: SeedBlog[] = [
  {
    id: '7000000000001',
    handle: 'blog',
    title: 'Journal',
    seo: {
      title: 'The Sharkblades Journal',
      description:
        'Guides, training ideas and stories from the workshop: how to look after your blades, train on synthetic ice and skate more sustainably.',
    },
    articles: [
      {
        id: '7100000000001',
        handle: 'how-to-change-your-blades',
        title: 'How to change your Sharkblades in ten seconds',
        excerpt:
          'No screwdriver, no rivets, no trip to the pro shop. Here is how the Quick-Lock system works, and the three checks to make every time you swap.',
        contentHtml: `<p>The first time most players see a Sharkblade change, they ask to see it again. The whole point of an exchangeable runner is that swapping it should be faster than retying your laces, and with a little practice it is. Here is how to do it properly, and what to check before you step back on the ice.</p>
<h2>1. Open the Quick-Lock</h2>
<p>Turn the skate over and find the lever at the heel of the holder. Push it back towards the toe with your thumb until it clicks open. You do not need a tool, but if you are wearing gloves or your hands are cold, the butt end of your stick works as a lever too.</p>
<h2>2. Slide the runner out</h2>
<p>With the lever open, the runner is free at the heel. Lift the back of the blade a few millimetres and slide it towards the heel; the front hook releases and the runner comes out. Always hold the runner by the top, never by the edge, even when it is dull.</p>
<h2>3. Click the new runner in</h2>
<p>Hook the front of the fresh runner into the toe of the holder, press the heel down into the slot and close the lever until it clicks. You should hear and feel it. Two clicks per skate, and you are done.</p>
<h2>The three checks</h2>
<ul>
<li><strong>Wiggle test:</strong> grab the runner and try to move it sideways and up and down. It should not move at all. If it does, open the lever and seat it again.</li>
<li><strong>Lever flush:</strong> the lever should sit flush with the holder. A lever that sticks out has not locked.</li>
<li><strong>Edge check:</strong> run a fingernail lightly across both edges. Fresh <a href="/products/sharkblades">Sharkblades</a> arrive sharpened, but a quick check avoids surprises after a knock in your bag.</li>
</ul>
<p>Keep your spare runners dry and in their guards, and wipe the holder slot clean once in a while. A grain of grit in the slot is the most common reason a runner does not sit perfectly flat.</p>`,
        authorName: 'Jan Oberholzer',
        publishedAt: '2025-11-04T08:00:00Z',
        tags: ['how-to', 'blades', 'maintenance'],
        image: {
          id: '30000000000026',
          path: '/cdn/shop/articles/how-to-change-your-blades.jpg',
          altText: 'Close-up of a runner’s heel in its Quick-Lock holder, the teal lever closed',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'How to change your Sharkblades – step by step',
          description:
            'A step-by-step guide to swapping exchangeable Sharkblades runners without tools, with three safety checks before you skate.',
        },
      },
      {
        id: '7100000000002',
        handle: 'why-ocean-plastic',
        title: 'Why we make ice from ocean plastic',
        excerpt:
          'Every OceanIce Pro panel contains almost nine kilograms of plastic that was on its way into the sea. Here is why we chose the harder material to work with.',
        contentHtml: `<p>When we started developing synthetic ice, virgin polyethylene would have been the easy choice. It is consistent, cheap and predictable in the press. Recovered ocean-bound plastic is none of those things: it arrives as tangled fishing nets, sun-bleached crates and mixed bottles, and every batch behaves a little differently. We chose it anyway.</p>
<p>The reason is simple. A synthetic rink is a lot of plastic. A single <a href="/products/oceanice-pro">OceanIce Pro</a> panel weighs 12.5 kilograms, and a modest club training area uses several hundred of them. If we were going to put that much material into the world, we wanted it to be material that was already here, and already doing harm.</p>
<h2>Where it comes from</h2>
<p>Our collection partners work along coastlines in Southeast Asia and the Mediterranean, where waste management is thin and plastic is most likely to reach the sea. Local teams gather nets, ropes and rigid packaging, sort them by polymer and wash them before the material is shredded and pelletised. We pay a fixed premium above market price per kilogram so that collecting remains a reliable income, not a side job.</p>
<h2>What it takes to make it glide</h2>
<p>Mixed recovered plastic does not naturally give a good glide. It took our materials team eighteen months and more than forty test recipes to find a blend, 70 percent ocean-bound plastic and 30 percent recycled industrial HDPE, that skates well and holds an edge groove without flaking. The self-lubricating additive is compounded into the pellet, so nothing washes off onto your gear.</p>
<h2>And at the end</h2>
<p>Panels wear slowly, and they are reversible, so a surface gives many years of skating. When it is finally done, we take it back, grind it and press it into new panels. The plastic that once floated towards the sea stays in a loop, under the skates of the next generation of players.</p>`,
        authorName: 'Elena Rossi',
        publishedAt: '2025-09-22T08:00:00Z',
        tags: ['sustainability', 'oceanice', 'materials'],
        image: {
          id: '30000000000027',
          path: '/cdn/shop/articles/why-ocean-plastic.jpg',
          altText: 'Recovered plastic pellets and a tangle of fishing net on a beach at low tide',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'Why OceanIce is made from ocean-bound plastic',
          description:
            'How recovered fishing nets and crates become OceanIce Pro synthetic ice panels, and why we chose the harder material.',
        },
      },
      {
        id: '7100000000003',
        handle: 'training-at-home-on-synthetic-ice',
        title: 'Five drills for training at home on synthetic ice',
        excerpt:
          'Four panels, a puck and fifteen minutes a day. Five drills our coaches use to build edges, hands and a quicker release between practices.',
        contentHtml: `<p>Ice time is expensive and always too short. A few square metres of synthetic ice at home will not replace team practice, but fifteen focused minutes a day on your own surface adds up to more than ninety hours of extra skating a year. These are the five drills our coaching partners set for players who have just installed their first <a href="/products/oceanice-pro">OceanIce</a> or <a href="/products/greenly">Greenly</a> surface.</p>
<h2>1. Edge holds</h2>
<p>Stand on one foot and hold an inside edge for ten seconds, then an outside edge. Switch feet. Synthetic ice has slightly more grip than refrigerated ice, which makes it an excellent place to build the ankle strength that keeps you balanced on deep edges.</p>
<h2>2. C-cuts in place</h2>
<p>With your weight on one leg, push out in a C-shape with the other and pull it back under you. Ten per leg, three sets. Keep your chest up and your knees bent; the goal is power from the hip, not from the shoulders.</p>
<h2>3. Figure-eight stickhandling</h2>
<p>Set two pucks or cones half a metre apart and stickhandle a figure eight around them, eyes up. Start slow, and only speed up once the puck stays on the middle of your blade.</p>
<h2>4. Quick-release shooting</h2>
<p>Put up a shooting tarp or a net and take twenty shots from your stance without a wind-up: pull, drag, release. On a smooth surface the puck comes off the blade exactly like it would on ice, which is why shooting practice is where synthetic ice pays off fastest.</p>
<h2>5. Goalie shuffles</h2>
<p>Goalies: mark two posts with tape and shuffle between them in your stance, then add T-pushes. Two metres of <a href="/products/oceanice-pro">OceanIce</a> are enough to train the first push of every lateral movement you make in a game.</p>
<p>Sharpen your blades a little more often than usual when you train on synthetic ice. With <a href="/products/sharkblades">exchangeable runners</a>, the easiest routine is to keep one pair just for home training and one for the rink.</p>`,
        authorName: 'Jan Oberholzer',
        publishedAt: '2026-01-13T08:00:00Z',
        tags: ['training', 'synthetic-ice', 'drills'],
        image: {
          id: '30000000000028',
          path: '/cdn/shop/articles/training-at-home-on-synthetic-ice.jpg',
          altText: 'A teenage player stickhandling on a small synthetic ice pad in a garage',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'Five home training drills on synthetic ice',
          description:
            'Edge work, stickhandling, shooting and goalie movement: five simple drills for a home synthetic ice surface.',
        },
      },
      {
        id: '7100000000004',
        handle: 'blade-sizing-guide',
        title: 'Blade sizing guide: find your Sharkblades size',
        excerpt:
          'Your runner size is set by your holder, not your shoe size. How to read it, how it maps to skate sizes, and what to do if you are between two.',
        contentHtml: `<p>The single most common question we get is "which size do I need?" The good news: you do not need to measure your foot. Runner length is determined by the holder on your skate, and the size is printed on it.</p>
<h2>Find the number on your holder</h2>
<p>Take out your current runner and look at the inside of the holder, or at the underside near the heel. You will find a three-digit number in millimetres, such as 263 or 272. That is your size. If your skates already have Sharkblades runners, the size is also laser-engraved on the runner itself, just behind the toe.</p>
<h2>Typical sizes by skate size</h2>
<p>If you are buying skates and blades together, this table gives the usual holder size for each senior or junior skate size. Manufacturers differ slightly, so always confirm with the number on the holder.</p>
<table>
<thead><tr><th>Skate size</th><th>Player runner</th><th>Goalie runner</th></tr></thead>
<tbody>
<tr><td>Junior 4–5</td><td>246 mm</td><td>–</td></tr>
<tr><td>Senior 6–6.5</td><td>254 mm</td><td>–</td></tr>
<tr><td>Senior 7–7.5</td><td>263 mm</td><td>272 mm</td></tr>
<tr><td>Senior 8–8.5</td><td>272 mm</td><td>288 mm</td></tr>
<tr><td>Senior 9–9.5</td><td>280 mm</td><td>296 mm</td></tr>
<tr><td>Senior 10–11</td><td>288 mm</td><td>304 mm</td></tr>
</tbody>
</table>
<h2>Choosing a profile</h2>
<p>Our <a href="/products/sharkblades">standard runner</a> comes with a 10 ft radius, a good all-round choice. <a href="/products/black-ghost">Black Ghost</a> gives you the option of a 9 ft radius, which puts less blade on the ice for quicker turns and starts, or 11 ft for more stability and glide, a favourite with defenders. <a href="/products/sharkblades-for-goalies">Goalie runners</a> are always flat, with a 28 ft profile.</p>
<p>Still unsure? Send a photo of your holder to <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a> and we will tell you the size within one working day.</p>`,
        authorName: 'Nadia Keller',
        publishedAt: '2026-02-10T08:00:00Z',
        tags: ['sizing', 'blades', 'how-to'],
        image: {
          id: '30000000000029',
          path: '/cdn/shop/articles/blade-sizing-guide.jpg',
          altText: 'A long, flat goalie runner above a shorter player’s runner, compared side by side',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'Sharkblades sizing guide – player and goalie runners',
          description:
            'How to find your runner size on the holder, a size table for player and goalie blades, and how to choose a profile.',
        },
      },
    ],
  },
  {
    id: '7000000000002',
    handle: 'success-stories',
    title: 'Success stories',
    seo: {
      title: 'Success stories – clubs and schools skating on Sharkblades',
      description:
        'How clubs, training campuses and coaches use OceanIce synthetic rinks and exchangeable Sharkblades to skate more, all year.',
    },
    articles: [
      {
        id: '7100000000005',
        handle: 'rapperswil-jona-lido',
        title: 'Summer ice at the Lido in Rapperswil-Jona',
        excerpt:
          'When the ice comes out of the club rink at the Lido each spring, 600 square metres of OceanIce Pro go in. A season on, the youth section has not missed a week of skating.',
        contentHtml: `<p>For years, spring meant the end of skating for the youth section at the Lido in Rapperswil-Jona. Once the refrigeration plant was switched off in March, the rink turned into an event hall, and young players had to wait until August for the ice to return. Families drove to Zurich or further for summer camps, and coaches watched hard-won skating habits fade over four months.</p>
<p>In the spring of 2025, the club and the municipality decided to try something different. Our team laid 600 square metres of <a href="/products/oceanice-pro">OceanIce Pro</a> on the concrete floor of the rink in two days, using the existing boards. By the time the first summer training started, the surface was ready for full-gear practice: passing, shooting, small-area games and goalie work.</p>
<h2>What changed</h2>
<ul>
<li>Youth teams trained on skates twice a week through the whole summer, instead of not at all.</li>
<li>Around 140 children and teenagers used the surface each week, plus adult recreational groups in the evenings.</li>
<li>The club saved the cost of renting summer ice elsewhere, and parents saved hundreds of kilometres of driving.</li>
<li>No refrigeration meant no energy bill for the surface, only the hall lighting.</li>
</ul>
<p>"The kids came back in August skating like it was still February," says the club's head of youth development. "That has never happened before. We spent the first weeks of the season on systems, not on getting their legs back."</p>
<h2>Built to come back</h2>
<p>Because the panels lock together without glue or screws, the surface goes back into storage in a single day when the ice is made in August, and comes out again the next spring. The club has already signed up for the next three seasons, and the Lido surface will host the first Summer OceanIce Cup in July 2027.</p>`,
        authorName: 'Reto Ammann',
        publishedAt: '2025-10-07T08:00:00Z',
        tags: ['club', 'oceanice', 'rapperswil-jona', 'youth'],
        image: {
          id: '30000000000030',
          path: '/cdn/shop/articles/rapperswil-jona-lido.jpg',
          altText:
            'Youth players on a white OceanIce Pro surface by the lake at the Lido in Rapperswil-Jona, the Alps behind',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'Success story: summer ice at the Lido, Rapperswil-Jona',
          description:
            'How a youth hockey section at the Lido in Rapperswil-Jona skated all summer on 600 m² of OceanIce Pro synthetic ice.',
        },
      },
      {
        id: '7100000000006',
        handle: 'campus-langnau',
        title: 'Campus Langnau: a training campus that never closes its ice',
        excerpt:
          'A sports campus in Langnau im Emmental combined a permanent OceanIce training hall with exchangeable blades for every athlete. The result: more repetitions, fewer lost sessions.',
        contentHtml: `<p>Langnau im Emmental lives and breathes hockey, and the training campus on the edge of town hosts school teams, elite academy players and holiday camps throughout the year. Its one weakness was ice time. The main rink is shared between many users, and every hour on it has to be planned weeks in advance.</p>
<p>In the autumn of 2025, the campus converted a former gymnastics hall into a permanent 420-square-metre <a href="/products/oceanice-pro">OceanIce Pro</a> training area. It is used for skills sessions, shooting, goalie training and rehab skating, from seven in the morning until late in the evening, without taking a single slot from the main rink.</p>
<h2>One blade bag per athlete</h2>
<p>At the same time, the campus equipped its academy players with <a href="/products/sharkblades">Sharkblades</a> holders and two pairs of runners each. Athletes keep one pair for the synthetic surface and one for refrigerated ice, and change between them in the corridor in under a minute. The equipment manager estimates that sharpening queues have shrunk by two thirds, and no session has been lost to a damaged edge since.</p>
<blockquote><p>"We used to lose five or ten minutes at the start of every practice waiting for blades. Now a nicked edge is a ten-second problem."</p></blockquote>
<h2>The numbers after one season</h2>
<ul>
<li>More than 1,900 additional on-skate training hours across all groups.</li>
<li>Goalie-specific sessions up from one to three per week.</li>
<li>Over 300 worn runners returned to our take-back programme and recycled.</li>
</ul>
<p>The campus is now planning a second surface for its summer camps, and has become our reference site for clubs in the Bernese region who want to see OceanIce in daily use before they commit.</p>`,
        authorName: 'Jan Oberholzer',
        publishedAt: '2026-01-27T08:00:00Z',
        tags: ['campus', 'oceanice', 'blades', 'langnau', 'academy'],
        image: {
          id: '30000000000031',
          path: '/cdn/shop/articles/campus-langnau.jpg',
          altText: 'A training hall in Langnau under its roof trusses, players doing skills drills around cones',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'Success story: Campus Langnau trains all year on OceanIce',
          description:
            'A training campus in Langnau im Emmental added a permanent OceanIce Pro hall and exchangeable blades for its academy players.',
        },
      },
      {
        id: '7100000000007',
        handle: 'boston-summer-skills',
        title: 'Boston: the skills school that stopped waiting for winter',
        excerpt:
          'A skills coach outside Boston moved her summer programme onto OceanIce Pro. Her players now get more touches per hour than they ever did on rented ice.',
        contentHtml: `<p>Rented ice in the Boston area is some of the busiest in the world, and in summer the best hours go to the biggest programmes. For an independent skills coach running small-group sessions, that meant early mornings, late nights and ever higher prices.</p>
<p>In 2025 she leased a light-industrial unit in the suburbs and laid 160 square metres of <a href="/products/oceanice-pro?Colour=Deep+Blue">Deep Blue OceanIce Pro</a>, delivered from our US fulfilment partner in less than a week. Groups of six players now work in 45-minute blocks on stickhandling, shooting and edge control, with a coach who can see every repetition.</p>
<p>"On a full sheet you lose half your time skating to the next station," she says. "Here, every minute is a touch on the puck or a push on an edge. My players feel the difference the first time they step back on real ice."</p>
<h2>Why it worked</h2>
<ul>
<li>Fixed costs instead of ever-rising ice rental, with sessions scheduled at times that suit families.</li>
<li>A surface that handles full-speed shooting and hard stops without seams opening.</li>
<li>A story parents like to hear: the floor their kids train on kept more than a tonne of plastic out of the ocean.</li>
</ul>
<p>The school has since added a dedicated goalie lane and runs a waiting list for its autumn programme. Our Boston team supports it with blade service days once a month.</p>`,
        authorName: 'Tom Gallagher',
        publishedAt: '2026-03-17T13:00:00Z',
        tags: ['coach', 'oceanice', 'usa', 'skills'],
        image: {
          id: '30000000000032',
          path: '/cdn/shop/articles/boston-summer-skills.jpg',
          altText: 'Two young players stickhandling on a Deep Blue synthetic ice surface in a warehouse',
          width: 1600,
          height: 900,
        },
        seo: {
          title: 'Success story: a Boston skills school on OceanIce Pro',
          description:
            'How an independent skills coach near Boston replaced rented summer ice with her own OceanIce Pro training surface.',
        },
      },
    ],
  },
  {
    id: '7000000000003',
    handle: 'testimonials',
    title: 'Testimonials',
    seo: {
      title: 'Testimonials – what players, coaches and goalies say',
      description: 'Players, coaches, goalies and families on skating with Sharkblades and training on OceanIce.',
    },
    articles: [
      {
        id: '7100000000008',
        handle: 'noah-baumann-forward',
        title: '"I changed a blade between periods and scored in the third"',
        excerpt: 'Noah Baumann, U20 forward, on why a spare pair of runners lives in his bag.',
        contentHtml: `<blockquote><p>"Second period, I hit a rut along the boards and took a chunk out of my inside edge. Before, that would have been my game over, or at least twenty minutes of sliding around. I swapped the runner in the dressing room during the break, went back out and scored in the third. My teammates still do not believe it took ten seconds."</p></blockquote>
<p>Noah has skated on Sharkblades since the 2024–25 season and keeps a spare pair of <a href="/products/sharkblades">272&nbsp;mm runners</a> in his bag for every game.</p>`,
        authorName: 'Noah Baumann',
        publishedAt: '2025-12-02T08:00:00Z',
        tags: ['player', 'forward', 'blades'],
        image: {
          id: '30000000000033',
          path: '/cdn/shop/articles/noah-baumann-forward.jpg',
          altText: 'Portrait of Noah Baumann in his game jersey, in silhouette against the rink lights',
          width: 1200,
          height: 1200,
        },
        seo: {
          title: 'Testimonial: Noah Baumann, U20 forward',
          description: 'A U20 forward on swapping a damaged Sharkblade between periods.',
        },
      },
      {
        id: '7100000000009',
        handle: 'coach-sandra-frei',
        title: '"Our summer dropout rate fell to almost zero"',
        excerpt: 'Sandra Frei, youth coach, on what a season of summer skating did for her U13 team.',
        contentHtml: `<blockquote><p>"Every year we used to lose a few kids over the summer. They found another sport, or they came back so far behind that they gave up. Since we have had OceanIce in the hall, they skate with their friends all summer. Last season, every single player came back in August. For a youth coach, that is the best result there is."</p></blockquote>
<p>Sandra Frei coaches the U13 team of a youth hockey club in eastern Switzerland, where the club trains on an OceanIce Pro surface from April to August.</p>
<p>"And the parents love that the floor is made from fishing nets," she adds. "The kids tell everyone."</p>`,
        authorName: 'Sandra Frei',
        publishedAt: '2026-01-20T08:00:00Z',
        tags: ['coach', 'youth', 'oceanice'],
        image: {
          id: '30000000000034',
          path: '/cdn/shop/articles/coach-sandra-frei.jpg',
          altText: 'Portrait of coach Sandra Frei in silhouette, warm light behind her',
          width: 1200,
          height: 1200,
        },
        seo: {
          title: 'Testimonial: coach Sandra Frei',
          description: 'A youth coach on how summer skating on OceanIce kept her whole team together.',
        },
      },
      {
        id: '7100000000010',
        handle: 'goalie-luca-meier',
        title: '"The first goalie blade that feels the same every time"',
        excerpt: 'Luca Meier, goalie, on flat profiles, fresh edges and crease work at home.',
        contentHtml: `<blockquote><p>"As a goalie, I notice every millimetre of a sharpening. With normal blades, each new sharpening felt slightly different, and I would spend a practice getting used to it. <a href="/products/sharkblades-for-goalies">Sharkblades for Goalies</a> arrive with exactly the same profile every time. I swap in a fresh pair before big games and my pushes feel identical."</p></blockquote>
<p>Luca also trains on four panels of <a href="/products/oceanice-pro">OceanIce Pro</a> in his parents' garage. "Ten minutes of post-to-post shuffles a day. In my first season doing it, my lateral movement got noticeably quicker, and my coach noticed before I did."</p>`,
        authorName: 'Luca Meier',
        publishedAt: '2026-02-24T08:00:00Z',
        tags: ['goalie', 'blades', 'oceanice'],
        image: {
          id: '30000000000035',
          path: '/cdn/shop/articles/goalie-luca-meier.jpg',
          altText: 'Portrait of goalie Luca Meier in his helmet, in silhouette',
          width: 1200,
          height: 1200,
        },
        seo: {
          title: 'Testimonial: goalie Luca Meier',
          description: 'A goalie on consistent flat-profile blades and home crease training on OceanIce.',
        },
      },
      {
        id: '7100000000011',
        handle: 'the-widmer-family',
        title: '"The living room has become a rink, and we are fine with that"',
        excerpt: 'The Widmer family on how a Greenly starter kit got two beginners hooked on hockey.',
        contentHtml: `<blockquote><p>"We bought the twelve-tile <a href="/products/greenly">Greenly kit</a> for our eight-year-old after her first hockey school. Three months later her little brother joined the club as well. The tiles are out every evening after homework, and packing them away takes two minutes. It is the best sports equipment we have ever bought, and we like that it is made from recycled plastic rather than more new plastic."</p></blockquote>
<p>The Widmers upgraded to a 24-tile kit this winter so that both children can stickhandle at the same time. "There are fewer arguments now," says their father. "Mostly."</p>`,
        authorName: 'Daniela Widmer',
        publishedAt: '2026-03-31T08:00:00Z',
        tags: ['family', 'greenly', 'beginners'],
        image: {
          id: '30000000000036',
          path: '/cdn/shop/articles/the-widmer-family.jpg',
          altText: 'The Widmer family in silhouette: two parents and their child in a helmet',
          width: 1200,
          height: 1200,
        },
        seo: {
          title: 'Testimonial: the Widmer family',
          description: 'A family on how the Greenly starter ice kit brought hockey into their living room.',
        },
      },
    ],
  },
];
