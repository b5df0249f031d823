import { useTranslation } from 'react-i18next';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { PrivacyContent } from '../components/privacy-content';

/** /privacy while signed out. */
export default function PublicPrivacyPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('privacy.title')}
      width={900}
      footer={<AuthFooterLink to="/">{t('auth.backToSignIn')}</AuthFooterLink>}
    >
      <PrivacyContent height="60vh" />
    </AuthLayout>
  );
}
