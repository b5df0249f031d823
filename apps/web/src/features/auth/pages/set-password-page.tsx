import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { SetPasswordForm } from '../components/set-password-form';
import type { LoginLocationState } from './login-page';

/** /activate/{token}/{email} and /forgot/{token}/{email}: the same form, different words. */
export default function SetPasswordPage({ purpose }: { purpose: 'activate' | 'reset' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '', email = '' } = useParams();

  const goToLogin = (state: LoginLocationState) => navigate('/', { replace: true, state });

  return (
    <AuthLayout
      title={purpose === 'activate' ? t('auth.activateTitle') : t('auth.resetTitle')}
      subtitle={purpose === 'activate' ? t('auth.activateHelp') : t('auth.resetHelp')}
    >
      <SetPasswordForm
        token={token}
        email={email}
        onSaved={() => goToLogin({ passwordSet: true, email })}
        onRequestNewLink={() => goToLogin({ forgot: true, email })}
      />
    </AuthLayout>
  );
}
