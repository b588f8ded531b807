import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App, createDefaultServices } from './App';
import { loadCatalogue, loadSignInCatalogue, storedLocale } from './providers/i18nProvider';
import { createTokenStore } from './providers/tokenStore';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Only the stored language's catalogue is fetched, a chunk of its own: its sign-in part for a
// guest, the whole of it when a session is stored (the signed-in layout would wait for it); the
// services' i18n provider needs it, so they are made once it is here. (The app itself stays in
// the entry chunk: loaded on demand it split the login route into dozens of small chunks, 3% more
// to download.)
const locale = storedLocale();
await (createTokenStore().getAccessToken() ? loadCatalogue(locale) : loadSignInCatalogue(locale));
const services = createDefaultServices();

// A data router, so that a form with unsaved changes can hold in-app navigation (useBlocker);
// the app's own routes live under its one catch-all route.
const router = createBrowserRouter([{ path: '*', element: <App services={services} /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
