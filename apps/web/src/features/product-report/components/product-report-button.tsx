import { Button } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductReportModal } from './product-report-modal';

/**
 * Opens a product report: one form's (`formId`, titled with `formName`) or, without a form, the
 * project's report of every form.
 */
export function ProductReportButton({
  projectId,
  formId = null,
  formName,
}: {
  projectId: number;
  formId?: number | null;
  formName?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const title = formName ? t('productReport.formTitle', { form: formName }) : t('productReport.projectTitle');
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconReportAnalytics size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {formName ? t('productReport.openForm', { form: formName }) : t('productReport.openProject')}
      </Button>
      {opened && (
        <ProductReportModal
          opened={opened}
          onClose={() => setOpened(false)}
          target={{ projectId, formId }}
          title={title}
        />
      )}
    </>
  );
}
