import { Alert } from '@mantine/core';
import type { SessionUser } from '@portal/contracts';
import { IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { logout } from '../../../entities/session';
import { clearSessionExpired, useSessionExpiredNotice } from '../../../lib/session-notice';
import { setStoredUser } from '../../../lib/stored-user';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { PrivacyModal } from '../components/privacy-modal';
import { TermsModal } from '../components/terms-modal';

/** Router state other screens pass to the login screen. */
export interface LoginLocationState {
  passwordSet?: boolean;
  forgot?: boolean;
  email?: string;
}

/**
 * The signed-out screen for every route but /privacy, /activate and /forgot. Storing the user
 * switches the app to the signed-in routes at the same address, so the user lands where they
 * were going.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? null) as LoginLocationState | null;
  const sessionExpired = useSessionExpiredNotice();
  const [mode, setMode] = useState<'login' | 'forgot'>(state?.forgot ? 'forgot' : 'login');
  const [email, setEmail] = useState(state?.email ?? '');
  const [passwordSet, setPasswordSet] = useState(Boolean(state?.passwordSet));
  const [pendingUser, setPendingUser] = useState<SessionUser | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  const completeSignIn = (user: SessionUser) => {
    clearSessionExpired();
    setPendingUser(null);
    setStoredUser(user);
  };

  const handleAuthenticated = (user: SessionUser) => {
    if (user.terms_accepted) completeSignIn(user);
    else setPendingUser(user);
  };

  // Declining leaves the user signed out; the token they got is revoked rather than left lying around.
  const handleDeclined = () => {
    const user = pendingUser;
    setPendingUser(null);
    if (user) logout(user.token).catch(() => undefined);
  };

  const showForgot = (currentEmail: string) => {
    setEmail(currentEmail);
    setPasswordSet(false);
    setMode('forgot');
  };

  return (
    <AuthLayout
      title={mode === 'login' ? t('auth.signInTitle') : t('auth.forgotTitle')}
      subtitle={mode === 'login' ? t('auth.signInSubtitle') : undefined}
      footer={<AuthFooterLink onClick={() => setPrivacyOpen(true)}>{t('auth.privacyLink')}</AuthFooterLink>}
    >
      {sessionExpired && mode === 'login' && (
        <Alert
          color="orange"
          variant="light"
          title={t('auth.sessionExpiredTitle')}
          icon={<IconClockExclamation size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={clearSessionExpired}
          role="status"
        >
          {t('auth.sessionExpired')}
        </Alert>
      )}
      {passwordSet && mode === 'login' && (
        <Alert
          color="teal"
          variant="light"
          title={t('auth.passwordSetTitle')}
          icon={<IconCircleCheck size={18} aria-hidden />}
          role="status"
        >
          {t('auth.passwordSet')}
        </Alert>
      )}
      {mode === 'login' ? (
        <LoginForm initialEmail={email} onAuthenticated={handleAuthenticated} onForgotPassword={showForgot} />
      ) : (
        <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />
      )}
      <TermsModal pendingUser={pendingUser} onAccepted={completeSignIn} onDeclined={handleDeclined} />
      <PrivacyModal opened={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </AuthLayout>
  );
}
