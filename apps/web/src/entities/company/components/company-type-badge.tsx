import { Badge } from '@mantine/core';
import type { CompanyType } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const TYPE_COLOURS: Record<CompanyType, string> = { owner: 'brand', client: 'teal', subcontractor: 'grape' };

/** A company type's name in the chosen language. */
export function companyTypeLabel(t: TFunction, type: CompanyType): string {
  return t(`companies.types.${type}`);
}

/** A company's type as a badge, one colour per type. */
export function CompanyTypeBadge({ type }: { type: CompanyType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TYPE_COLOURS[type]}>
      {companyTypeLabel(t, type)}
    </Badge>
  );
}
