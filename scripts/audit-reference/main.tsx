// The floor `npm run audit` judges the app's pages against (docs/decisions/0059): React 19 and React
// Router in data mode, as the app starts them (src/web/main.tsx), rendering a heading and a paragraph
// with no data, no styles and no other library. Built by ./vite.config.ts and served by the app's own
// server beside the app's build.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function ReferencePage() {
  return (
    <main>
      <h1>Bizu</h1>
      <p>
        Página de referência da auditoria: React e React Router, com as mesmas opções de build, a mesma compressão e o
        mesmo servidor do app, sem dados.
      </p>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

const router = createBrowserRouter([{ path: '/', element: <ReferencePage /> }], {
  // Served under a path of the app's server (the build's `base`), without its trailing slash.
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
