import './skip-link.css';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The id of the shell's main element, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1): the first thing a keyboard reaches, shown only while focused.
 * It moves the focus itself instead of following the fragment, so the address keeps no `#`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('nav.skipToContent')}
    </Anchor>
  );
}
