import { Checkbox, Group } from '@mantine/core';
import type { CompanyRoleRef, CompanyUser } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOGGLEABLE_ROLES, type ToggleableRole, useChangeCompanyUserRole } from '../../../entities/user';
import { notifyRefusal } from '../../../lib/notify';

interface CompanyUserRolesProps {
  companyId: number;
  user: CompanyUser;
  companyRoles: readonly CompanyRoleRef[];
  /** The viewer may not change this user's roles (the server would refuse). */
  disabled?: boolean;
}

/**
 * The roles cell: employee always checked and fixed; manager and editor add or remove the role at
 * once. The click shows immediately and goes back if the server refuses.
 */
export function CompanyUserRoles({ companyId, user, companyRoles, disabled = false }: CompanyUserRolesProps) {
  const { t } = useTranslation();
  const change = useChangeCompanyUserRole();
  const [pending, setPending] = useState<Partial<Record<ToggleableRole, boolean>>>({});

  const holds = (role: ToggleableRole) =>
    pending[role] ?? user.roles.some((r) => r.name === role && r.company_id === companyId);

  const handleChange = (role: ToggleableRole, checked: boolean) => {
    setPending((p) => ({ ...p, [role]: checked }));
    change.mutate(
      { companyId, userId: user.id, role, checked, companyRoles },
      {
        onError: notifyRefusal,
        // The lists are refetched on settle; until then the clicked state stays shown.
        onSettled: () =>
          setPending((p) => {
            const { [role]: _done, ...rest } = p;
            return rest;
          }),
      },
    );
  };

  const label = (role: string) => t('users.roleFor', { role: t(`users.roleNames.${role}`), name: user.name });

  return (
    <Group gap="sm" wrap="nowrap">
      <Checkbox size="xs" label={t('users.roleNames.employee')} aria-label={label('employee')} checked disabled />
      {TOGGLEABLE_ROLES.map((role) => (
        <Checkbox
          key={role}
          size="xs"
          label={t(`users.roleNames.${role}`)}
          aria-label={label(role)}
          checked={holds(role)}
          disabled={disabled}
          onChange={(e) => handleChange(role, e.currentTarget.checked)}
        />
      ))}
    </Group>
  );
}
