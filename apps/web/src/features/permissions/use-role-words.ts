import type { CompanyRole, CompanyType } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleLabelWords, roleColumnLabel } from '../../entities/permission';

/** The translated words of the matrix column labels, and the labeller itself. */
export function useRoleColumnLabel(): (role: string) => string {
  const { t } = useTranslation();
  return useMemo(() => {
    const words: RoleLabelWords = {
      role: (role: CompanyRole) => t(`users.roleNames.${role}`),
      roleAfterType: (role: CompanyRole) => t(`permissions.roleAfterType.${role}`),
      companyType: (type: CompanyType) => t(`companies.types.${type}`),
      owner: t('permissions.ownerColumn'),
    };
    return (role: string) => roleColumnLabel(role, words);
  }, [t]);
}
