import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** The spec's default deadline text (part 3 §9): where a new deadline's picker starts. */
export const DEFAULT_DEADLINE_TEXT = '2022-01-01 00:00:00';

type PassedProps = Pick<
  DateTimePickerProps,
  'label' | 'description' | 'error' | 'withAsterisk' | 'size' | 'w' | 'disabled'
>;

interface DeadlinePickerProps extends PassedProps {
  /** Wall-clock text of the installation's time zone, `YYYY-MM-DD HH:mm:ss`; null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offers a clear button, with this as its accessible name (a deadline that may be removed). */
  clearLabel?: string;
}

/**
 * The one date-time picker of every material deadline (spec part 3 §9): `DD.MM.YYYY HH:mm`, weeks
 * from Monday, 15-minute steps, a 24-hour clock. Its value is wall-clock text with no zone, which
 * the server reads in its TIME_ZONE, so the browser's own zone never shifts a deadline.
 */
export function DeadlinePicker({ value, onChange, clearLabel, ...props }: DeadlinePickerProps) {
  const { i18n } = useTranslation();
  return (
    <DateTimePicker
      {...props}
      value={value}
      onChange={onChange}
      clearable={clearLabel !== undefined}
      clearButtonProps={clearLabel === undefined ? undefined : { 'aria-label': clearLabel }}
      valueFormat="DD.MM.YYYY HH:mm"
      locale={i18n.language === 'fi' ? 'fi' : 'en'}
      firstDayOfWeek={1}
      timePickerProps={{ minutesStep: 15, withDropdown: true, format: '24h' }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
