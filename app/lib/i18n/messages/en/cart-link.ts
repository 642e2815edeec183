// Marketing links (docs/decisions/cart.md): the cart link's question and the refusals of a cart or discount
// link.
export const cartLink = {
  pageTitle: 'Cart link',
  title: 'Your cart already has items',
  intro: 'This link would fill your cart with the items below. Choose what happens to the items you already have.',
  linkItems: 'In this link',
  cartItems: 'In your cart now',
  discount: 'Discount code {code}',
  checkout: 'Adding or replacing takes you on to checkout.',
  line: '{quantity} × {title}',
  add: 'Add them to my cart',
  replace: 'Replace my cart with them',
  keep: 'Keep my cart as it is',
  choices: 'What should the link do?',
  kept: 'Your cart was kept as it was. Nothing from the link was added.',
  invalid: 'Choose what the cart link should do: add its items, replace your cart, or keep your cart.',
  invalidLink:
    'This cart link is not valid: it must list variant ids with a quantity from {min} to {max}, like /cart/40000000000001:2.',
  invalidDiscount: 'This discount link is not valid.',
  discountAskTitle: 'Apply this discount code?',
  discountAskIntro:
    'A link from another site would apply discount code {code} to your cart. The items in your cart stay as they are.',
  apply: 'Apply the code',
  invalidDiscountChoice: 'Choose whether to apply the discount code or keep your cart as it is.',
  discountPageTitle: 'Discount',
  discountTitle: 'Discount link',
  continueShopping: 'Continue shopping',
  goToCart: 'Go to your cart',
} as const;
