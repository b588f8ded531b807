/**
 * The global modal for a 5xx answer (ServerErrorDetails). Its code (MUI's dialog) loads on
 * demand: the login route does not load it until a server error is to be shown, which kept that
 * route within its 250 kB budget. The signed-in layout fetches it ahead (preloadServerErrorDialog),
 * so that a failure later in the session is shown even if the network has gone meanwhile. Should
 * the code not load, the failure goes unshown rather than taking the page down.
 */
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { preloadable } from '../components/preloadable';
import { useServerError } from './FeedbackContext';

const ServerErrorDetails = preloadable(
  async () => (await import('./ServerErrorDetails')).ServerErrorDetails,
);

export const preloadServerErrorDialog = () => {
  ServerErrorDetails.preload().catch(() => undefined);
};

/** Draws nothing in place of children that failed (the dialog's code did not load). */
class UnshownOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ServerErrorDialog() {
  const { error, close } = useServerError();
  if (!error) return null;
  return (
    <UnshownOnFailure>
      <Suspense fallback={null}>
        <ServerErrorDetails error={error} close={close} />
      </Suspense>
    </UnshownOnFailure>
  );
}
