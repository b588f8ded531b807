import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App, createDefaultServices, prefetchSignedInPage, preloadSignedInPage } from './App';
import { loadPolishDates } from './components/polishDates';
import { loadCatalogue, loadSignInCatalogue, storedLocale } from './providers/i18nProvider';
import { createTokenStore } from './providers/tokenStore';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Only the stored language's catalogue is fetched, a chunk of its own: its sign-in part for a
// guest, the whole of it when a session is stored (the signed-in layout would wait for it). (The
// app itself stays in the entry chunk: loaded on demand it split the login route into dozens of
// small chunks, 3% more to download.) A stored session's account goes out along with the texts:
// every signed-in page waits for it, and it used to leave only after the layout and the page had
// loaded and rendered. A failure is the app's to handle as before (its auth checks ask again, a
// refresh that fails ends the session for the listener that mounts with the app). On the home
// page its figures and lists follow as soon as the account is back (prefetchSignedInPage): the
// page asked for them once it had rendered, about 600 ms later. Then the code of the layout and
// of the page the session opens on is fetched, all at once rather than each after the render of
// the one before it. (Fetched along with the texts, it delayed the first paint.)
const locale = storedLocale();
const signedIn = Boolean(createTokenStore().getAccessToken());
const texts = signedIn ? loadCatalogue(locale) : loadSignInCatalogue(locale);
const services = createDefaultServices();
if (signedIn) {
  services.account.load().catch(() => undefined);
  prefetchSignedInPage(services, window.location);
}
// A signed-in page writes dates (the home page's last sign-in first): in Polish from its first
// render, not in English until the locale has come.
if (signedIn && locale === 'pl') loadPolishDates().catch(() => undefined);
// No top-level await: the catalogue's chunk imports from the entry's, which must therefore have
// finished evaluating when the catalogue arrives.
void texts.then(() => {
  if (signedIn) preloadSignedInPage(window.location.pathname);

  // A data router, so that a form with unsaved changes can hold in-app navigation (useBlocker);
  // the app's own routes live under its one catch-all route.
  const router = createBrowserRouter([{ path: '*', element: <App services={services} /> }]);

  // The first render as a transition: in slices, between which the browser still answers.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
});
