import { describe, it } from 'vitest';
import { expectPolicyTable } from '../../../test/policy-table';
import { NOTIFICATIONS, notificationPolicy, notificationsPolicy } from './notifications.policy';

/*
 * Notifications: owner-managers administer them (each call with its notification.* permission, which
 * the owner column holds); every signed-in user reads published ones. Columns: the policy's actions;
 * y allowed, - refused (test/policy-table.ts).
 */

describe('notificationsPolicy', () => {
  it('the notifications', () => {
    expectPolicyTable(
      notificationsPolicy,
      NOTIFICATIONS,
      `
                        administer create
      super             y          y
      ownerManager      y          y
      globalOwner       -          -
      manager           -          -
      editor            -          -
      employee          -          -
      clientManager     -          -
      clientEmployee    -          -
      subManager        -          -
      subEmployee       -          -
      noCompany         -          -
      condoAdmin        -          -
      condoStakeholder  -          -
      aptOwner          -          -
      aptTenant         -          -
    `,
    );
  });
});

describe('notificationPolicy', () => {
  it('a published notification', () => {
    expectPolicyTable(
      notificationPolicy,
      { kind: 'notification', id: 1, isPublished: true },
      `
                        read update delete link
      super             y    y      y      y
      ownerManager      y    y      y      y
      globalOwner       y    -      -      -
      manager           y    -      -      -
      editor            y    -      -      -
      employee          y    -      -      -
      clientManager     y    -      -      -
      clientEmployee    y    -      -      -
      subManager        y    -      -      -
      subEmployee       y    -      -      -
      noCompany         y    -      -      -
      condoAdmin        y    -      -      -
      condoStakeholder  y    -      -      -
      aptOwner          y    -      -      -
      aptTenant         y    -      -      -
    `,
    );
  });

  it('an unpublished notification', () => {
    expectPolicyTable(
      notificationPolicy,
      { kind: 'notification', id: 1, isPublished: false },
      `
                        read update delete link
      super             y    y      y      y
      ownerManager      y    y      y      y
      globalOwner       -    -      -      -
      manager           -    -      -      -
      editor            -    -      -      -
      employee          -    -      -      -
      clientManager     -    -      -      -
      clientEmployee    -    -      -      -
      subManager        -    -      -      -
      subEmployee       -    -      -      -
      noCompany         -    -      -      -
      condoAdmin        -    -      -      -
      condoStakeholder  -    -      -      -
      aptOwner          -    -      -      -
      aptTenant         -    -      -      -
    `,
    );
  });
});
