import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CreateSummaryViewInput, createSummaryViewRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { FormModal } from '../../../components/form-modal';
import { useDefaultFolders } from '../../../entities/default-folder';
import { useCreateSummaryView } from '../../../entities/summary-view';
import { showSuccess } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/zod-form';

interface CreateSummaryViewModalProps {
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  /** The chosen default folder's id as the select holds it. */
  defaultfolder_id: string | null;
}

const EMPTY: Values = { name: '', defaultfolder_id: null };

const toBody = (values: Values): CreateSummaryViewInput => ({
  name: values.name.trim(),
  defaultfolder_id: Number(values.defaultfolder_id),
});

/**
 * The add dialog: a name and a default folder. A missing value asks, in a confirmation box, to fill
 * in every field (spec part 2 §5: "if empty a confirmation message in Finnish asks to fill all
 * fields"; shown in the user's language, Finnish in Finnish).
 */
export function CreateSummaryViewModal({ opened, onClose }: CreateSummaryViewModalProps) {
  const { t } = useTranslation();
  const folders = useDefaultFolders();
  const create = useCreateSummaryView();
  const options = (folders.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  const form = useForm<Values, CreateSummaryViewInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodResolver(createSummaryViewRequest, t, {
      toInput: (values) => ({ ...values, defaultfolder_id: values.defaultfolder_id ?? undefined }),
    }),
    transformValues: toBody,
  });

  const askToFillAll = () =>
    confirmAction({
      title: t('summaryViews.add'),
      message: t('summaryViews.fillAll'),
      confirmLabel: t('summaryViews.ok'),
      isDestructive: false,
      onConfirm: () => {},
    });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('summaryViews.add')}
      form={form}
      initialValues={EMPTY}
      onInvalid={askToFillAll}
      submitLabel={t('summaryViews.create')}
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        showSuccess(t('summaryViews.created'));
      }}
    >
      <TextInput label={t('summaryViews.name')} maxLength={255} data-autofocus {...form.getInputProps('name')} />
      <Select
        label={t('summaryViews.defaultFolder')}
        data={options}
        searchable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('defaultfolder_id')}
      />
    </FormModal>
  );
}
