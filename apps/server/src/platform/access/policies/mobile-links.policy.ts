import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { isOwnerManager } from '../user-facts';

/**
 * Mobile links (spec part 2 "Mobile links"): every staff user reads them (the mobile app's menu;
 * residents are outside the staff areas); owner-managers keep them at /mobilelinks (DECISIONS.md "Gates").
 */
export interface MobileLinksSubject {
  kind: 'mobileLinks';
}

export const mobileLinksPolicy = definePolicy<MobileLinksSubject>(staffArea)({
  list: () => true,
  manage: isOwnerManager,
});

export const MOBILE_LINKS: MobileLinksSubject = { kind: 'mobileLinks' };
