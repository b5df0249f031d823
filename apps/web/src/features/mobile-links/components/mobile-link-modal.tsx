import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MobileLink, type MobileLinkInput, mobileLinkInput } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useSaveMobileLink } from '../../../entities/mobile-link';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface MobileLinkModalProps {
  opened: boolean;
  /** The link being edited; null to add one. */
  link: MobileLink | null;
  /** The order a new link starts with (after the last). */
  nextOrder: number;
  onClose: () => void;
}

interface Values {
  title: string;
  link: string;
  /** A cleared number field holds ''. */
  order: number | string;
}

/** The server refuses script schemes with `safe-link`; the field says so in its own words. */
const MESSAGES: FieldMessages = { required: 'mobileLinks.required', fields: { link: 'mobileLinks.safeLink' } };

const toBody = (values: Values): MobileLinkInput => ({
  title: values.title.trim(),
  link: values.link.trim(),
  order: typeof values.order === 'number' ? values.order : 0,
});

/** Adds or edits a mobile link: title, link and order (spec part 2 "Mobile links"). */
export function MobileLinkModal({ opened, link, nextOrder, onClose }: MobileLinkModalProps) {
  const { t } = useTranslation();
  const save = useSaveMobileLink();
  const initialValues: Values = { title: link?.title ?? '', link: link?.link ?? '', order: link?.order ?? nextOrder };
  const form = useForm<Values, MobileLinkInput>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver(mobileLinkInput, t, { messages: MESSAGES, toInput: toBody }),
    transformValues: toBody,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={link ? t('mobileLinks.editTitle') : t('mobileLinks.createTitle')}
      form={form}
      initialValues={initialValues}
      resetKey={link?.id}
      messages={MESSAGES}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: link?.id ?? null, values });
        showSuccess(link ? t('mobileLinks.saved') : t('mobileLinks.created'));
      }}
    >
      <TextInput
        label={t('mobileLinks.linkTitle')}
        withAsterisk
        data-autofocus
        maxLength={255}
        {...form.getInputProps('title')}
      />
      <TextInput
        label={t('mobileLinks.link')}
        withAsterisk
        type="url"
        maxLength={2000}
        placeholder="https://"
        {...form.getInputProps('link')}
      />
      <NumberInput
        label={t('mobileLinks.order')}
        allowDecimal={false}
        min={-1_000_000}
        max={1_000_000}
        {...form.getInputProps('order')}
      />
    </FormModal>
  );
}
