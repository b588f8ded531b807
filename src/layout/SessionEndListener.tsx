/** Signs the interface out when the http client ended the session (a failed token refresh). */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { useAppServices } from '../AppServicesContext';

export function SessionEndListener() {
  const { sessionEvents } = useAppServices();
  const logout = useLogout();
  useEffect(
    () => sessionEvents.onEnded(() => void logout({}, '/login', true)),
    [sessionEvents, logout],
  );
  return null;
}
