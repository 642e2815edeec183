// What a RudderStack data plane accepts (HTTP API: https://www.rudderstack.com/docs/api/http-api/):
// a batch of page / track / identify messages, each with a messageId, an anonymousId or userId and
// an ISO timestamp; page views carry the spec's fields (§7) and track calls an event name.
import { z } from 'zod';

const iso = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO timestamp');

const common = {
  messageId: z.string().min(1),
  anonymousId: z.string().min(1).optional(),
  userId: z.string().min(1).optional(),
  channel: z.string().optional(),
  originalTimestamp: iso,
  context: z.object({ library: z.object({ name: z.string(), version: z.string() }) }).loose(),
};

const Campaign = z
  .object({
    name: z.string(),
    source: z.string(),
    medium: z.string(),
    term: z.string(),
    content: z.string(),
  })
  .partial()
  .strict();

export const PageMessage = z.object({
  ...common,
  type: z.literal('page'),
  name: z.string().optional(),
  properties: z
    .object({
      path: z.string().startsWith('/'),
      referrer: z.string(),
      search: z.string(),
      title: z.string(),
      url: z.url(),
    })
    .loose(),
  context: common.context.extend({ campaign: Campaign }),
});

export const TrackMessage = z.object({
  ...common,
  type: z.literal('track'),
  event: z.string().min(1),
  properties: z.record(z.string(), z.unknown()),
});

// identify (spec §6): the cart's customer as userId (Shopify's customer gid), the same anonymous id
// as the visitor's other events, and at least one trait of email and names; nothing else.
export const IdentifyMessage = z.object({
  ...common,
  type: z.literal('identify'),
  userId: z.string().regex(/^gid:\/\/shopify\/Customer\/\d+$/, 'userId must be a customer gid'),
  anonymousId: z.string().min(1),
  traits: z
    .object({
      email: z.email().optional(),
      firstName: z.string().min(1).max(255).optional(),
      lastName: z.string().min(1).max(255).optional(),
    })
    .strict()
    .refine((traits) => Object.keys(traits).length > 0, 'identify needs a trait (email or names)'),
});

const Message = z
  .discriminatedUnion('type', [PageMessage, TrackMessage, IdentifyMessage])
  .refine((m) => m.anonymousId ?? m.userId, 'anonymousId or userId is required');

export const Batch = z.object({ batch: z.array(Message).min(1).max(100), sentAt: iso.optional() });
