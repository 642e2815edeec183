// The mock shop itself: name, domain, brand and the three legal policies.
// IDs: shop 10000000001, policies 20000000001–3, logo image 30000000000037.
import type { SeedShop } from './types';

const privacyPolicyHtml = `<p>Last updated: 12 January 2026</p>
<p>Sharkblades AG ("Sharkblades", "we", "us") takes the protection of your personal data seriously. This privacy policy explains which personal data we collect when you visit sharkblades.ch, buy from our shop, contact us or take part in our events, why we process it, and which rights you have. We process personal data in accordance with the Swiss Federal Act on Data Protection (FADP) and, where it applies to you, the EU General Data Protection Regulation (GDPR).</p>

<h2>1. Controller and contact</h2>
<p>The controller responsible for processing your personal data is Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland. You can reach our data protection contact at <a href="mailto:privacy@sharkblades.ch">privacy@sharkblades.ch</a> or by post at the address above, marked "Data protection".</p>

<h2>2. Data we collect</h2>
<p>We only collect the data we need to run the shop and serve you well:</p>
<ul>
<li><strong>Order data:</strong> name, billing and delivery address, email address, phone number, the products you order, payment status and order history.</li>
<li><strong>Account data:</strong> if you create a customer account, your login email address, a securely hashed password and your saved addresses.</li>
<li><strong>Payment data:</strong> payments are handled by certified payment service providers. We never see or store your full card number.</li>
<li><strong>Communication data:</strong> the content of messages you send us by email, contact form or chat, together with the date and time.</li>
<li><strong>Technical data:</strong> IP address, browser type, device, language, pages visited and the date and time of access, collected in server logs and through cookies.</li>
</ul>

<h2>3. Purposes and legal bases</h2>
<p>We process your data to conclude and perform our contract with you (shipping your order, handling returns and warranty claims), to meet legal obligations such as Swiss accounting and VAT rules, and on the basis of our legitimate interest in running a secure, functional and improving shop. Where we rely on your consent, for example for our newsletter or for analytics cookies, you may withdraw that consent at any time with effect for the future.</p>

<h2>4. Cookies and analytics</h2>
<p>Strictly necessary cookies keep your cart and session working and cannot be switched off. Analytics and marketing cookies are only set after you have agreed to them in our cookie banner. You can change your choice at any time via the "Cookie settings" link in the footer of every page.</p>

<h2>5. Recipients and transfers abroad</h2>
<p>We share personal data only with service providers who help us run the shop: our e-commerce platform, payment providers, logistics partners, our email service and our IT hosting providers. They process data on our behalf and under contract. Some of these providers are located outside Switzerland and the European Economic Area, in particular in the United States. Where a country does not offer an adequate level of data protection, we rely on the Swiss-U.S. and EU-U.S. Data Privacy Framework or on the European Commission's standard contractual clauses, adapted for Swiss law.</p>
<p>Our own offices in Boston (Sharkblades Inc.) and Dubai (Sharkblades Mena/Asia) have access to customer data only where needed to serve customers in their regions, under an intra-group data transfer agreement.</p>

<h2>6. Retention</h2>
<p>We keep order and accounting records for ten years, as required by Swiss commercial law. Account data is kept until you delete your account. Communication data is deleted two years after your enquiry has been resolved, unless we need it to defend legal claims. Server logs are deleted after 30 days.</p>

<h2>7. Your rights</h2>
<p>You have the right to request access to your personal data, to have inaccurate data corrected, to have data deleted or its processing restricted, to object to processing, and to receive the data you provided to us in a common machine-readable format. To exercise these rights, write to <a href="mailto:privacy@sharkblades.ch">privacy@sharkblades.ch</a>. We will answer within 30 days.</p>
<p>You also have the right to lodge a complaint with a supervisory authority. In Switzerland this is the Federal Data Protection and Information Commissioner (FDPIC); in the EU, the data protection authority of your country of residence.</p>

<h2>8. Security</h2>
<p>We protect your data with appropriate technical and organisational measures, including encrypted connections (TLS), access controls based on need to know, and regular reviews of our service providers.</p>

<h2>9. Changes to this policy</h2>
<p>We may update this privacy policy when our services or the law change. The version published on this page is always the current one.</p>`;

const termsOfServiceHtml = `<p>Last updated: 12 January 2026</p>
<p>These general terms and conditions ("Terms") apply to all orders placed through the online shop at sharkblades.ch, operated by Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland, registered in the commercial register of the canton of St. Gallen. By placing an order, you accept these Terms.</p>

<h2>1. Scope</h2>
<p>Our shop is aimed at consumers and at clubs, schools and businesses. Where a provision applies only to consumers, this is stated explicitly. Different terms proposed by a customer do not apply unless we have agreed to them in writing. Wholesale partners are additionally bound by their individual partner agreement.</p>

<h2>2. Conclusion of contract</h2>
<p>The product presentations in our shop are not binding offers. By submitting an order, you make a binding offer to buy the products in your cart. We confirm receipt of your order by email; the contract is concluded when we send a second email confirming that your order has been dispatched.</p>

<h2>3. Prices and payment</h2>
<p>All prices are shown in Swiss francs (CHF) and include Swiss VAT at the applicable rate. If you choose another currency, prices are converted for your convenience and the amount charged is fixed at checkout. Shipping costs are shown before you complete your order. For deliveries outside Switzerland, import duties and taxes may be charged by the destination country unless the checkout states that they are included.</p>
<p>We accept the payment methods listed at checkout, including credit and debit cards, TWINT, PayPal and, for registered clubs, payment by invoice within 30 days.</p>

<h2>4. Delivery</h2>
<p>We ship blades from our warehouse in Rapperswil-Jona and from our fulfilment partners in the EU and the United States. Blades in stock usually leave us within one business day. OceanIce and Greenly panels are shipped by freight forwarder on a pallet; we will contact you to agree a delivery slot. Delivery times stated in the shop are estimates, not guaranteed dates.</p>

<h2>5. Returns and refunds</h2>
<p>You can return unused products within 30 days of delivery. The details are set out in our <a href="/policies/refund-policy">refund policy</a>, which forms part of these Terms.</p>

<h2>6. Warranty</h2>
<p>We give a two-year warranty on all products, starting on the date of delivery. Normal wear of runners through skating and sharpening, and wear of synthetic ice surfaces through use, is not a defect. If a product is defective, we will repair or replace it at our choice; if that is not possible, you may withdraw from the contract or ask for a price reduction. Statutory rights that cannot be excluded remain unaffected.</p>

<h2>7. Safety</h2>
<p>Ice hockey and skating carry an inherent risk of injury. Always wear appropriate protective equipment, check that runners are correctly locked in their holder before skating, and follow the installation guide for OceanIce and Greenly surfaces. We are not liable for damage resulting from incorrect installation, modification of our products or use contrary to the instructions.</p>

<h2>8. Liability</h2>
<p>We are liable without limitation for damage caused intentionally or through gross negligence and for personal injury. Our liability for slight negligence is excluded to the extent permitted by law.</p>

<h2>9. Applicable law and jurisdiction</h2>
<p>These Terms and all contracts concluded under them are governed by Swiss law, excluding the UN Convention on Contracts for the International Sale of Goods (CISG). The place of jurisdiction is Rapperswil-Jona, Switzerland. Consumers may also bring proceedings at their place of residence, and mandatory consumer protection provisions of the country in which they live remain applicable.</p>`;

const refundPolicyHtml = `<p>Last updated: 12 January 2026</p>
<p>We want you to skate on gear you love. If something is not right, you have 30 days to send it back.</p>

<h2>30-day returns</h2>
<p>You may return any unused product within 30 days of delivery for a full refund of the purchase price. Unused means that blades have not been skated on or sharpened, and that synthetic ice panels and tiles have not been installed outdoors or skated on with skates. Please keep the original packaging where you can; it protects the edges of our runners in transit.</p>

<h2>How to start a return</h2>
<p>Log in to your account and choose "Start a return" next to your order, or write to <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a> with your order number. We will send you a prepaid return label for parcels from Switzerland and the EU. For OceanIce Pro and Greenly pallets, we arrange a collection with our freight partner and deduct the actual collection cost (from CHF 79 within Switzerland) from your refund.</p>

<h2>Refunds</h2>
<p>Once your return has arrived and been checked, usually within five business days, we refund the purchase price to your original payment method. The original shipping cost is refunded if you return your whole order. Depending on your bank, the refund may take a few more days to appear on your statement. Purchases paid with a gift card are refunded to a new gift card.</p>

<h2>Exchanges</h2>
<p>Ordered the wrong blade size? The fastest route is to return the pair and place a new order, so the size you need is reserved straight away. Exchanges between OceanIce colours are possible within 30 days as long as the panels are unused.</p>

<h2>Damaged or defective items</h2>
<p>If your order arrives damaged, or a product fails within the two-year warranty period, contact us with a photo and your order number. We will send a replacement at no cost and arrange collection of the faulty item. Worn runners are not defective; send them to our take-back programme instead and receive CHF 20 credit towards a new pair.</p>

<h2>Exceptions</h2>
<p>Gift cards, custom-cut OceanIce panels and event registrations for the Summer OceanIce Cup are non-refundable, except where required by law. Discounted items marked "final sale" can be returned only if they are defective.</p>`;

export const shop: SeedShop = {
  id: '10000000001',
  name: 'Sharkblades',
  description:
    'Exchangeable skate blades and synthetic ice made from recycled ocean plastic. Sustainable hockey equipment, designed in Rapperswil-Jona, Switzerland.',
  moneyFormat: 'CHF {{amount}}',
  primaryDomain: { host: 'sharkblades.ch', url: 'https://sharkblades.ch' },
  brand: {
    slogan: 'Swap the steel. Save the ocean.',
    shortDescription:
      'Swiss-made exchangeable skate blades and OceanIce synthetic rinks pressed from recovered ocean plastic.',
    logo: {
      id: '30000000000037',
      path: '/cdn/shop/files/logo.png',
      altText: 'Sharkblades logo: a stylised shark fin cutting through an ice-blue wave',
      width: 512,
      height: 128,
    },
    colors: { primary: '#0B3C5D', secondary: '#3FC1C9' },
  },
  privacyPolicy: {
    id: '20000000001',
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    bodyHtml: privacyPolicyHtml,
  },
  termsOfService: {
    id: '20000000002',
    handle: 'terms-of-service',
    title: 'Terms of Service',
    bodyHtml: termsOfServiceHtml,
  },
  refundPolicy: {
    id: '20000000003',
    handle: 'refund-policy',
    title: 'Refund Policy',
    bodyHtml: refundPolicyHtml,
  },
};
