import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { startSessionProbe } from './app/route-data';
import { createAppRouter } from './app/router';
import { reportCaughtError, reportRouteError } from './lib/caught-errors';
import { finishIntlWarmUp } from './lib/early-requests';
import { registerServiceWorker } from './lib/offline/register-sw';
import { createQueryClient } from './lib/query-client';

// index.html's warm-up of the locale's formats, if the main thread had no idle time for it before this code
// arrived: before the first paint, not inside the page's first render (decisions 0070 and 0074).
finishIntlWarmUp();

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

const queryClient = createQueryClient();
// The session probe and the route's chunks (and, once signed in, the page's data) load side by side.
startSessionProbe(queryClient);
const router = createAppRouter(queryClient);

createRoot(container, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} onError={reportRouteError} />
    </Providers>
  </StrictMode>,
);

// Offline: the app's shell and an in-progress simulado open without network (after load; decision 0042).
registerServiceWorker();
