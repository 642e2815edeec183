// The 'Need help?' chat: its interface (orb, panel, /help) and the fixed phrases of its answers.
// Facts ({mm}, {days}, {country}, {email} …) come from the shop's data; only the sentence is here.
export const chat = {
  ui: {
    orb: 'Need help?',
    title: 'Need help?',
    description: 'Answers about sizes, delivery, returns, payment and our products.',
    restart: 'Restart',
    minimize: 'Minimize',
    question: 'Your question',
    placeholder: 'e.g. Which blade size do I need?',
    send: 'Send',
    /** An empty Send, said by the page before anything is posted (the browser's own words are in its language). */
    required: 'Please type a question.',
    empty: 'Ask about sizes, delivery, returns, payment or our products. Answers come from our own pages.',
    conversation: 'Conversation',
    typing: 'Typing',
    source: 'Source:',
  },
  errors: {
    empty: 'Please type a question.',
    tooLong: 'Please keep your question under {max} characters.',
    bad: 'That request was not understood. Please ask again.',
    rateLimited: 'You are asking faster than we can answer. Please wait a moment and try again.',
    unavailable:
      "I can't look that up right now: our shop's catalogue is not answering. Please try again in a few minutes.",
    notKept: 'We could not keep your question just now. Please try again in a moment.',
  },
  answers: {
    dontKnow:
      "I don't have a reliable answer to that, and I would rather not guess. Our team will gladly help: use the contact page or write to us.",
    contactTitle: 'Contact',
    orders: 'Your orders and their status are in My Orders, in your account at our shop.',
    ordersTitle: 'My Orders',
    // Sizing (the sizing table of the blade sizing guide).
    player: 'player',
    goalie: 'goalie',
    sizeRow: 'For skate size {size} ({row}), the usual {kind} runner is {mm}.',
    sizeRowBoth: 'For skate size {size} ({row}), the usual runner is {player} for players and {goalie} for goalies.',
    sizeNoGoalie:
      'Our sizing table has no goalie runner for skate size {size} ({row}); the player runner there is {mm}.',
    sizeCheck: 'Manufacturers differ slightly: the size printed on your holder is the surest guide.',
    sizeOutside: 'Our sizing table covers skate sizes {from} to {to}; size {size} is not in it.',
    sizeShoe:
      'Our sizing table uses skate sizes ({from} to {to}), not shoe sizes such as {size}. The runner size printed on your holder is the surest guide.',
    sizeHow:
      'Your runner size is the number in millimetres printed on your holder (for example {example}). By skate size, the usual {kind} runners are: {rows}.',
    sizePhoto: 'Not sure? Send a photo of your holder to {email}.',
    // Which product fits a need.
    needGoalie: 'For goalies: {product}.',
    needBeginner: 'To start with: {product}.',
    needQuickTurns: 'For quick turns and starts: {product}, with the {option}.',
    needQuickTurnsNoOption: 'For quick turns and starts: {product}.',
    needHomeRink: 'For a rink at home: {product}.',
    needFrom: 'from {price}',
    // Shipping (the shipping policy's table) and duties.
    shipYes: 'Yes, we ship to {country}.',
    shipZone: 'Yes, we ship to {zone}.',
    shipNo: "We don't ship to {country} at the moment. Write to {email} and we will see what we can do.",
    shipTime: 'Delivery takes {days} working days.',
    shipCutoff: 'Orders placed before {time} on a working day leave the same day.',
    // The policy's same-day cut-off, as this language writes a time of day, and Central European Time.
    clock: '{hour}:{minute}',
    clockZone: '{hour}:{minute} {zone}',
    centralEuropeanTime: 'CET',
    shipCost: 'Shipping costs {cost}.',
    shipCostFree: 'Shipping costs {cost}, and is free from {free}.',
    shipCurrency: 'Your checkout shows it in {currency}.',
    dutiesNone: 'There are no import duties or taxes to pay on delivery.',
    dutiesMay: 'Import duties and taxes may be charged by the destination country on delivery.',
    euZone: 'the European Union',
    // Returns (the refund policy).
    returns: 'You can return unused products within {days} days of delivery for a full refund.',
    returnsStart: 'Start a return in your account, or write to {email} with your order number.',
    // Klarna.
    klarnaYes:
      'Yes: Klarna is offered for orders to {country}. Choose Klarna in the cart instead of the regular checkout.',
    klarnaNo: 'Klarna is not offered for orders to {country}. It is offered for orders to {countries}.',
    klarnaTitle: 'Cart and checkout',
    // Price and stock of a product or variant.
    available: 'available',
    soldOut: 'sold out',
    variantLine: '{name}: {price}, {state}.',
    priceRange: '{product} costs {price}, depending on the option.',
    priceFrom: 'from {low} to {high}',
    soldOutSome: 'Sold out at the moment: {variants}; everything else is available.',
    soldOutNone: 'Every option is available.',
    options: '{product} comes in these options: {options}.',
    shipsFromSwitzerland: '{product} ships from Switzerland in {variants}.',
    shipsFromSwitzerlandNone: 'No option of {product} ships from Switzerland at the moment.',
    // Contact: the office for the visitor's country.
    office: 'For {country}, please contact {office}: {address}.',
    officePhone: 'Phone {phone}',
    officeEmail: 'e-mail {email}',
    officeHours: 'Opening hours: {hours}',
    officeOpen: 'Opening hours of {office}: {hours}',
    pickupUnknown: "Our pages don't say whether an order can be picked up there: please ask us before you come.",
  },
} as const;
