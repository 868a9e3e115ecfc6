import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { startSessionProbe } from './app/route-data';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { preloadSessionSchema } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

/** Where a visitor is most likely signed out (`/` goes to /login). */
const SIGNED_OUT_PAGES = ['/', '/login', '/cadastro', '/recuperar-senha', '/redefinir-senha'];

const queryClient = createQueryClient();
// The session probe and the route's chunks (and, once signed in, the page's data) load side by side.
startSessionProbe(queryClient);
// Outside the signed-out pages a profile is the likely answer: its schema downloads beside the probe.
if (!SIGNED_OUT_PAGES.includes(window.location.pathname)) preloadSessionSchema();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
