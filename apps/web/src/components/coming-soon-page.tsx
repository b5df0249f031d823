import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from './coming-soon';
import { PageFrame } from './page-frame';

/**
 * A page frame with the "coming soon" empty state. `area` names the `pages.<area>` locale keys.
 * Each feature's page uses it until that feature's screens are built.
 */
export function ComingSoonPage({ area, subtitle }: { area: string; subtitle?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`pages.${area}.title`)} description={subtitle ?? t(`pages.${area}.description`)}>
      <ComingSoon />
    </PageFrame>
  );
}
