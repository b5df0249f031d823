import { definePolicy } from '../policy';
import { isOwnerManager } from '../user-facts';

/**
 * Mobile links (spec part 2 "Mobile links"): every signed-in user reads them (the mobile app's
 * menu); owner-managers keep them at /mobilelinks (DECISIONS.md "Gates").
 */
export interface MobileLinksSubject {
  kind: 'mobileLinks';
}

export const mobileLinksPolicy = definePolicy<MobileLinksSubject>()({
  list: () => true,
  manage: isOwnerManager,
});

export const MOBILE_LINKS: MobileLinksSubject = { kind: 'mobileLinks' };
