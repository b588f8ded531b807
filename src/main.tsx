import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { loadCatalogue, storedLocale } from './providers/i18nProvider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app and the stored language's catalogue load side by side; the services' i18n provider
// needs the catalogue, so they are made once both are here.
const [{ App, createDefaultServices }] = await Promise.all([
  import('./App'),
  loadCatalogue(storedLocale()),
]);
const services = createDefaultServices();

// A data router, so that a form with unsaved changes can hold in-app navigation (useBlocker);
// the app's own routes live under its one catch-all route.
const router = createBrowserRouter([{ path: '*', element: <App services={services} /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
