// Phones: a bar at the bottom of the screen with the product, its price and "Add to cart". Its
// action is a link to the buy box (#buy), where the options, quantity and the real button are: all it can honestly be without JavaScript, when the bar cannot
// know whether the buy box is in view. After hydration ./buy-bar-client.ts shows the bar only once
// the buy box's button has scrolled away, and makes the link press that button.
import * as styles from './buy-bar.css';

export interface BuyBarProps {
  title: string;
  price: string;
  addToCart: string;
}

export function BuyBar({ title, price, addToCart }: BuyBarProps) {
  return (
    <div className={styles.buyBar} data-buy-bar="">
      <p>
        <span>{title}</span> <strong>{price}</strong>
      </p>
      <a href="#buy">{addToCart}</a>
    </div>
  );
}
