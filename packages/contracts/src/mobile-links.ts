import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { int, text } from './primitives';

/** Schemes a link may not use: it is shown as a link in the portal and opened by the mobile app. */
const SCRIPT_SCHEMES = /^\s*(javascript|data|vbscript|file):/i;

/** A link of the mobile app's menu (spec part 2 §3): id, title, link, order. */
export const mobileLink = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  order: z.number().int(),
});
export type MobileLink = z.infer<typeof mobileLink>;

/**
 * POST mobilelinks and PUT mobilelinks/{id}: title, link, order. The spec validates nothing on the
 * client; the server still wants a title and a link, refuses script schemes (`safe-link`), and
 * takes order 0 when none is given.
 */
export const mobileLinkInput = z.object({
  title: text(255).trim().min(1),
  link: text(2000)
    .trim()
    .min(1)
    .refine((v) => !SCRIPT_SCHEMES.test(v), { message: 'safe-link' }),
  order: int(-1_000_000, 1_000_000).default(0),
});
export type MobileLinkInput = z.output<typeof mobileLinkInput>;

export const mobileLinkResponse = dataEnvelope(mobileLink);
export const mobileLinkListResponse = dataEnvelope(z.array(mobileLink));
