import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isStaff } from '../user-facts';

/**
 * A project's product reports: every apartment's choices and prices, for ordering. Staff who see
 * the project read them (the visibility join first); residents never (404), an owner sees their own
 * choices on their apartment's page.
 */
const reads = (user: AuthUser) => isStaff(user) && hasPermission(user, 'projects.access');

export interface ProductReportsSubject {
  kind: 'productReports';
}

export const productReportsPolicy = definePolicy<ProductReportsSubject>()({
  read: reads,
});

export const PRODUCT_REPORTS: ProductReportsSubject = { kind: 'productReports' };
