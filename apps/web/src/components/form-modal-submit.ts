import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalisedError } from '../lib/notify';
import { refusalText } from '../lib/server-reasons';
import { type FieldMessages, serverFieldErrors } from '../lib/zod-form';

interface FormSubmitOptions<Values, Submitted> {
  form: UseFormReturnType<Values, Submitted>;
  /** Saves; a rejection keeps what was typed and shows the server's reasons. */
  onSubmit: (values: Submitted) => Promise<unknown>;
  /** The form's own words for its problems (the same as its resolver's). */
  messages?: FieldMessages;
  /** After the form's own check refused the values (some forms ask in a box as well). */
  onInvalid?: (errors: FormErrors) => void;
}

/** The sentence for a refused save: a reason raised in the browser, or the server's, translated. */
export function failureText(t: TFunction, error: unknown): string {
  return error instanceof LocalisedError ? t(error.messageKey) : refusalText(t, error);
}

/** Whether the form has a field at `path` (`rows.0.price` belongs to `rows`). */
function hasField(values: unknown, path: string): boolean {
  const top = path.split('.')[0];
  return typeof values === 'object' && values !== null && top in values;
}

/**
 * Submitting a form to the server, the one way: the form's check first, then one save at a time
 * (Enter while a save runs sends nothing more); a refusal puts the server's field messages under
 * the fields they name and anything else in `failure`, and the values stay as typed. FormModal
 * uses it, and so do the few forms that sit on a page rather than in a modal.
 */
export function useFormSubmit<Values, Submitted>({
  form,
  onSubmit,
  messages,
  onInvalid,
}: FormSubmitOptions<Values, Submitted>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const running = useRef(false);

  const save = async (values: Submitted) => {
    setFailure(null);
    running.current = true;
    try {
      await onSubmit(values);
    } catch (error) {
      const onFields = Object.entries(serverFieldErrors(t, error, messages)).filter(([path]) =>
        hasField(form.getValues(), path),
      );
      if (onFields.length > 0) form.setErrors(Object.fromEntries(onFields));
      else setFailure({ error });
    } finally {
      running.current = false;
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    form.onSubmit(save, onInvalid)(event);
  };

  const clearFailure = useCallback(() => setFailure(null), []);

  return {
    handleSubmit,
    /** What to say about a refused save that no field took, or null. */
    failure: failure ? failureText(t, failure.error) : null,
    clearFailure,
    busy: form.submitting,
  };
}
