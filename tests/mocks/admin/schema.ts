// The part of Shopify's Admin GraphQL API the shop uses, with Admin's own type and field names:
// inventory levels by location (Switzerland vs. primary), customer email-marketing consent and the
// customer's locale (the language of Shopify's emails to them).
// Draft orders record the orders paid through the shop's own Klarna checkout.
import { buildSchema } from 'graphql';

export const adminSchema = buildSchema(/* GraphQL */ `
  scalar DateTime

  interface Node {
    id: ID!
  }

  type Query {
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    productVariant(id: ID!): ProductVariant
    inventoryItem(id: ID!): InventoryItem
    locations(first: Int!): LocationConnection!
    customerByIdentifier(identifier: CustomerIdentifierInput!): Customer
  }

  type Mutation {
    customerCreate(input: CustomerInput!): CustomerCreatePayload
    customerUpdate(input: CustomerInput!): CustomerUpdatePayload
    customerEmailMarketingConsentUpdate(
      input: CustomerEmailMarketingConsentUpdateInput!
    ): CustomerEmailMarketingConsentUpdatePayload
    draftOrderCreate(input: DraftOrderInput!): DraftOrderCreatePayload
    draftOrderComplete(id: ID!, paymentGatewayId: ID, sourceName: String): DraftOrderCompletePayload
  }

  input AttributeInput {
    key: String!
    value: String!
  }

  input DraftOrderLineItemInput {
    variantId: ID
    quantity: Int!
    title: String
  }

  input DraftOrderInput {
    lineItems: [DraftOrderLineItemInput!]
    customAttributes: [AttributeInput!]
    note: String
    email: String
    tags: [String!]
    presentmentCurrencyCode: CurrencyCode
  }

  # Every currency, as the Storefront schema lists them: a draft order is in the cart's currency.
  enum CurrencyCode {
    AED
    AFN
    ALL
    AMD
    ANG
    AOA
    ARS
    AUD
    AWG
    AZN
    BAM
    BBD
    BDT
    BGN
    BHD
    BIF
    BMD
    BND
    BOB
    BRL
    BSD
    BTN
    BWP
    BYN
    BYR
    BZD
    CAD
    CDF
    CHF
    CLP
    CNY
    COP
    CRC
    CVE
    CZK
    DJF
    DKK
    DOP
    DZD
    EGP
    ERN
    ETB
    EUR
    FJD
    FKP
    GBP
    GEL
    GHS
    GIP
    GMD
    GNF
    GTQ
    GYD
    HKD
    HNL
    HRK
    HTG
    HUF
    IDR
    ILS
    INR
    IQD
    IRR
    ISK
    JEP
    JMD
    JOD
    JPY
    KES
    KGS
    KHR
    KID
    KMF
    KRW
    KWD
    KYD
    KZT
    LAK
    LBP
    LKR
    LRD
    LSL
    LTL
    LVL
    LYD
    MAD
    MDL
    MGA
    MKD
    MMK
    MNT
    MOP
    MRU
    MUR
    MVR
    MWK
    MXN
    MYR
    MZN
    NAD
    NGN
    NIO
    NOK
    NPR
    NZD
    OMR
    PAB
    PEN
    PGK
    PHP
    PKR
    PLN
    PYG
    QAR
    RON
    RSD
    RUB
    RWF
    SAR
    SBD
    SCR
    SDG
    SEK
    SGD
    SHP
    SLL
    SOS
    SRD
    SSP
    STD
    STN
    SYP
    SZL
    THB
    TJS
    TMT
    TND
    TOP
    TRY
    TTD
    TWD
    TZS
    UAH
    UGX
    USD
    UYU
    UZS
    VED
    VEF
    VES
    VND
    VUV
    WST
    XAF
    XCD
    XOF
    XPF
    XXX
    YER
    ZAR
    ZMW
  }

  enum DraftOrderStatus {
    OPEN
    INVOICE_SENT
    COMPLETED
  }

  type Attribute {
    key: String!
    value: String
  }

  type Order implements Node {
    id: ID!
    name: String!
  }

  type DraftOrder implements Node {
    id: ID!
    name: String!
    status: DraftOrderStatus!
    note2: String
    customAttributes: [Attribute!]!
    order: Order
  }

  type DraftOrderCreatePayload {
    draftOrder: DraftOrder
    userErrors: [UserError!]!
  }

  type DraftOrderCompletePayload {
    draftOrder: DraftOrder
    userErrors: [UserError!]!
  }

  type ProductVariant implements Node {
    id: ID!
    title: String!
    sku: String
    inventoryItem: InventoryItem!
    product: Product!
  }

  type Product implements Node {
    id: ID!
    handle: String!
  }

  type InventoryItem implements Node {
    id: ID!
    sku: String
    tracked: Boolean!
    variant: ProductVariant!
    inventoryLevels(first: Int!): InventoryLevelConnection!
  }

  type InventoryLevelConnection {
    nodes: [InventoryLevel!]!
    edges: [InventoryLevelEdge!]!
  }

  type InventoryLevelEdge {
    node: InventoryLevel!
  }

  type InventoryLevel implements Node {
    id: ID!
    location: Location!
    quantities(names: [String!]!): [InventoryQuantity!]!
  }

  type InventoryQuantity {
    name: String!
    quantity: Int!
  }

  type LocationConnection {
    nodes: [Location!]!
  }

  type Location implements Node {
    id: ID!
    name: String!
    isPrimary: Boolean!
    isActive: Boolean!
    address: LocationAddress!
  }

  type LocationAddress {
    city: String
    country: String
    countryCode: String
  }

  input CustomerIdentifierInput {
    emailAddress: String
    id: ID
  }

  enum CustomerEmailMarketingState {
    NOT_SUBSCRIBED
    PENDING
    SUBSCRIBED
    UNSUBSCRIBED
    REDACTED
    INVALID
  }

  enum CustomerMarketingOptInLevel {
    SINGLE_OPT_IN
    CONFIRMED_OPT_IN
    UNKNOWN
  }

  type CustomerEmailMarketingConsentState {
    marketingState: CustomerEmailMarketingState!
    marketingOptInLevel: CustomerMarketingOptInLevel
    consentUpdatedAt: DateTime
  }

  type Customer implements Node {
    id: ID!
    email: String
    emailMarketingConsent: CustomerEmailMarketingConsentState
    "The customer's locale, e.g. de-CH (the shop's primary locale when none was given)."
    locale: String!
  }

  input CustomerEmailMarketingConsentInput {
    marketingState: CustomerEmailMarketingState!
    marketingOptInLevel: CustomerMarketingOptInLevel
    consentUpdatedAt: DateTime
  }

  input CustomerInput {
    "The customer to update (customerUpdate only)."
    id: ID
    email: String
    emailMarketingConsent: CustomerEmailMarketingConsentInput
    "The customer's locale: a language and an optional region, e.g. de-CH."
    locale: String
  }

  input CustomerEmailMarketingConsentUpdateInput {
    customerId: ID!
    emailMarketingConsent: CustomerEmailMarketingConsentInput!
  }

  type UserError {
    field: [String!]
    message: String!
  }

  type CustomerCreatePayload {
    customer: Customer
    userErrors: [UserError!]!
  }

  type CustomerUpdatePayload {
    customer: Customer
    userErrors: [UserError!]!
  }

  type CustomerEmailMarketingConsentUpdatePayload {
    customer: Customer
    userErrors: [UserError!]!
  }
`);
