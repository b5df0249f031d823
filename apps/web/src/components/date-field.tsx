import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, dateLanguage, parseDateText } from '../lib/format';

/** The format as the language writes it (päivä, kuukausi, vuosi). */
const PLACEHOLDERS = { en: 'yyyy-mm-dd', fi: 'pp.kk.vvvv' } as const;

interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or empty for none. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  size?: 'xs' | 'sm';
  disabled?: boolean;
  /** A message under the field (a failed check). */
  error?: ReactNode;
  withAsterisk?: boolean;
}

/**
 * The app's date picker: typed or picked from a calendar in the app's language (Finnish months,
 * weeks from Monday, `DD.MM.YYYY`), never the browser's native input, whose format follows the
 * browser (`mm/dd/yyyy` in a Finnish screen). The value stays `YYYY-MM-DD`.
 */
export function DateField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  size,
  disabled,
  error,
  withAsterisk,
}: DateFieldProps) {
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.language);
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      dateParser={parseDateText}
      valueFormat={DATE_FORMATS[language]}
      placeholder={PLACEHOLDERS[language]}
      locale={language}
      firstDayOfWeek={1}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      clearable
      size={size}
      disabled={disabled}
      error={error}
      withAsterisk={withAsterisk}
      leftSection={<IconCalendar size={14} aria-hidden />}
      popoverProps={{ withinPortal: true, zIndex: 1000 }}
    />
  );
}
