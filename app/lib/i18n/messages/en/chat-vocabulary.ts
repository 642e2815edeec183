// The chat's English words (server only, not part of the page's catalogue): the words that carry no
// meaning for a search of the shop's pages.
import type { Concepts } from '../chat-concepts';
export const chatVocabulary = {
  /**
   * What a question is about: per concept, word starts (`|` between them; a trailing `!` makes a whole
   * word) and word parts found inside a compound. The chat joins every language's words, so a
   * question in any language finds its concept; `index` holds the shop's own (English) words for the
   * concept, searched on its English pages.
   */
  concepts: {
    size: { starts: 'size|sizing|length', index: 'size sizing' },
    skate: { starts: 'skate', index: 'skate skates' },
    blade: { starts: 'blade|runner|steel', index: 'runner blade' },
    goalie: { starts: 'goalie|goaltender|keeper', index: 'goalie' },
    player: { starts: 'player', index: 'player' },
    ice: { starts: 'synthetic ice|rink|panel|tile', index: 'synthetic ice panels' },
    home: { starts: 'home|garage|basement|backyard|house', index: 'home garage' },
    beginner: { starts: 'beginner|starter|novice|first time|learn|kid|child', index: 'starter start' },
    quickTurns: {
      starts: 'turns|turning|quick turn|tight turn|quick start|agility|pivot',
      index: 'turns quick',
    },
    ship: { starts: 'ship|deliver|send', index: 'shipping delivery ship' },
    howLong: { starts: 'how long|how many days|take|how fast|when will|arrive', index: 'long days' },
    cost: { starts: 'cost|price|how much|fee|charge|free', index: 'cost price' },
    duties: { starts: 'duty|duties|customs|import|tax|vat', index: 'duties taxes' },
    returns: {
      starts: "return|refund|send back|send it back|exchange|money back|not fit|doesn't fit",
      index: 'return refund exchange',
    },
    contact: {
      starts: 'contact|reach|call|phone|e-mail|email|write to|speak to|talk to|office!|offices!|headquarter',
      index: 'contact office',
    },
    klarna: { starts: 'klarna', index: 'klarna' },
    stock: { starts: 'in stock|available|availab|sold out|do you have', index: 'available stock' },
    price: { starts: 'price|cost|how much|expensive|cheap', index: 'price' },
    recommend: { starts: 'which|what|recommend|best|suitable|should i|for a|for my' },
    order: {
      starts:
        'where is my|track|order status|status of my order|cancel my|cancel order|change my order|when will my order',
    },
    hours: { starts: 'opening hour|opening time|business hour|office hour|are you open|open on' },
    pickup: { starts: 'pick up|pick it up|pickup|collect' },
    visit: { starts: 'showroom|visit|come by|drop by|drop in' },
  } as Concepts,
  /** Words of a question that ask rather than say: no weight in a search, left out of what a structured answer leaves open. */
  asking:
    'a an and are as at be but by can could do does did for from have has how i if in into is it its me my of on or ' +
    'our so that the their then there these this to was we what when where which who why will with would you your ' +
    'yours am any get got need want know tell please about here us work works now long like good happen happens ' +
    'some much many make use also still just really thing things way best hi hello thanks thank ok recommend too ' +
    'another other' +
    ' better',
  /** Words that name the subject of most questions without narrowing it. */
  generic:
    'policy policies product products item items thing stuff buy bought purchase order orders parcel package take ' +
    'takes get send sent pay paid need have come comes offered possible also anything something rules conditions ' +
    'info information general normally usually',
  stopWords:
    'a an and are as at be but by can could do does did for from have has how i if in into is it its me my of on or ' +
    'our so that the their then there these this to was we what when where which who why will with would you your ' +
    'yours am any get got need want know tell please about here us now like some much many also still just really ' +
    'hi hello thanks thank ok whats one go goes going put puts into already',
  /** The shop's products by the words a question names them with (first match wins; regular expressions). */
  productNames: [
    ['bla?c?k\\s*gh?ost', 'black-ghost'],
    ['goalie', 'sharkblades-for-goalies'],
    ['ocean\\s*ice', 'oceanice-pro'],
    ['greenly', 'greenly'],
    ['shark\\s*blades?', 'sharkblades'],
  ] as [string, string][],
  /** The words of a price, stock or shipping question that are not a product's name. */
  productQuestionWords:
    'a an the is are was do does did can could i you we it its of in on at to for with from and or my me ' +
    'how much many what whats which when where who why price prices priced cost costs costing pay ' +
    'expensive cheap available availability stock sold out ship ships shipped shipping delivery ' +
    'switzerland duties still there any please tell about buy order size sizes option options',
  /** Contacts the contact page names besides the offices (the pages answer those, not an office). */
  otherContacts: 'press|journalist|partner|wholesale|privacy|ethic|cup|devcenter',
  /** A shipping policy's table: its column headers, its rows for the rest of the world and the EU, and "none". */
  shippingTable: {
    free: 'free',
    duties: 'dut|import|tax',
    cost: 'cost|price|fee',
    days: 'time|delivery',
    destination: 'destination|country|zone|region',
    rest: 'other|rest|elsewhere|world',
    eu: 'european union|eu!',
    none: 'none|no|nil|included',
  },
  /** A refund policy's words for "unused" and "full refund". */
  refundWords: { days: 'day|days', unused: 'unused', full: 'full refund' },
  /** Words that point back to what the conversation was about ("what does it cost?"). */
  referents: 'it its they them their this that these those one ones',
  /** A word of a question, with a word the shop's pages use for it. */
  synonyms: {
    // What a thing is made of: the pages name its materials.
    made: 'material steel plastic polyethylene coating',
    // Whether a thing fits: the pages say it fits, passt, s'adapte.
    compatible: 'fit',
    // Other makers' holders: the pages speak of holders.
    tuuk: 'holder',
    lightspeed: 'holder',
    ceo: 'executive',
    cto: 'technology',
  } as Record<string, string>,
};
