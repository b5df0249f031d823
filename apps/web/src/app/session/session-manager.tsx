import { notifications } from '@mantine/notifications';
import { SESSION_CHECK_INTERVAL_MS } from '@portal/contracts';
import { IconClockExclamation } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../lib/configuration-context';
import { requestLoginCheck, takeLoginCheckRequest } from '../../lib/login-check-trigger';
import { connectRealtime, publishRealtimeConnection, subscribeUserEvents } from '../../lib/realtime-client';
import { sessionEventApplies } from '../../lib/session-token';
import { getStoredUser, useSignedInUser } from '../../lib/stored-user';
import { ReloginModal } from './relogin-modal';
import { expireSession, runLoginCheck, signOut } from './session-actions';
import { SessionExpiryToast } from './session-expiry-toast';
import { showSessionWarning, useSessionWarning } from './session-warning-store';
import { useTitleBlink } from './use-title-blink';

const TOAST_ID = 'session-expiry';

/**
 * Everything about staying signed in (spec part 1 section 4): the private real-time channel,
 * the once-a-second login-check trigger, the expiry toast with its blinking title, and the
 * re-login modal.
 */
export function SessionManager() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const { pusher } = useConfiguration();
  const { expiresAt } = useSessionWarning();

  // One connection per token: a new token (re-login) must authorise the channel again.
  const { key, wsHost, wsPort, forceTLS, authEndpoint } = pusher;
  useEffect(() => {
    const connection = connectRealtime({ key, wsHost, wsPort, forceTLS, authEndpoint }, user.token);
    // Events name a token by id; compare with the token stored at the moment the event arrives.
    const stop = subscribeUserEvents(connection, user.id, {
      onSessionWillExpire: (payload) => {
        if (sessionEventApplies(payload, getStoredUser()?.token)) showSessionWarning(payload.expires_at);
      },
      onSessionHasExpired: (payload) => {
        if (sessionEventApplies(payload, getStoredUser()?.token)) expireSession();
      },
    });
    publishRealtimeConnection(connection);
    return () => {
      publishRealtimeConnection(null);
      stop();
      connection.disconnect();
    };
  }, [key, wsHost, wsPort, forceTLS, authEndpoint, user.id, user.token]);

  // The stored token may have expired while the tab was closed: check once on start, then
  // whenever a 401 has set the trigger.
  useEffect(() => {
    requestLoginCheck();
    const timer = window.setInterval(() => {
      if (takeLoginCheckRequest()) void runLoginCheck();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  useTitleBlink(expiresAt !== null, t('session.titleWarning'));

  const toastShown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the toast is re-rendered when the language changes
  useEffect(() => {
    if (!expiresAt) {
      if (toastShown.current) notifications.hide(TOAST_ID);
      toastShown.current = false;
      return;
    }
    const time = dayjs(expiresAt).isValid() ? dayjs(expiresAt).format('HH:mm') : '';
    const toast = {
      id: TOAST_ID,
      color: 'orange',
      icon: <IconClockExclamation size={18} aria-hidden />,
      title: t('session.willExpireTitle'),
      message: <SessionExpiryToast time={time} onLogout={() => void signOut()} />,
      autoClose: false as const,
      withCloseButton: false,
    };
    if (toastShown.current) notifications.update(toast);
    else notifications.show(toast);
    toastShown.current = true;
  }, [expiresAt, t, i18n.language]);

  // Leaving the signed-in part of the app (logout, expiry) takes the toast with it.
  useEffect(
    () => () => {
      notifications.hide(TOAST_ID);
    },
    [],
  );

  return <ReloginModal />;
}
