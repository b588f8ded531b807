/**
 * Signs the interface out when the session has ended: the http client's refresh failed, or a
 * request met a 401 it could not mend (authProvider's checkError). The sign-in page then brings
 * the user back to the page they were on.
 *
 * Several requests may meet the end at once, or one may come back after the sign-in page is
 * shown: only the first is acted on, so that the page to come back to stays the one the user was
 * on, not the sign-in page itself.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { useAppServices } from '../AppServicesContext';

const SIGN_IN_PATH = '/login';

export function SessionEndListener() {
  const { sessionEvents } = useAppServices();
  const logout = useLogout();
  const { pathname } = useLocation();
  /** Set by the first end, until the user is on another page than the sign-in page again. */
  const ending = useRef(false);
  const onSignIn = useRef(pathname === SIGN_IN_PATH);
  onSignIn.current = pathname === SIGN_IN_PATH;
  useEffect(() => {
    if (pathname !== SIGN_IN_PATH) ending.current = false;
  }, [pathname]);
  useEffect(
    () =>
      sessionEvents.onEnded(() => {
        if (ending.current || onSignIn.current) return;
        ending.current = true;
        void logout({}, SIGN_IN_PATH, true);
      }),
    [sessionEvents, logout],
  );
  return null;
}
