import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../lib/caught-errors';
import { RouteError } from './route-error';

describe('isChunkLoadError', () => {
  it("knows each browser's words for a module that did not download", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://bizu.example/assets/ranking-page-abc.js', // Chromium
      'error loading dynamically imported module: https://bizu.example/assets/ranking-page-abc.js', // Firefox
      'Importing a module script failed.', // Safari
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('is not fooled by other errors or by values that are not errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'nome')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'nome')");
}

describe('RouteError', () => {
  it('a page that fails to render: pt-BR, a reload and the way to the start, never the error itself', async () => {
    // The router reports a render error it caught to the console; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/x', element: <Broken />, errorElement: <RouteError /> }], {
      initialEntries: ['/x'],
    });
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado');
    expect(alert).toHaveTextContent('Ocorreu um erro inesperado. Por favor, tente novamente.');
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/dashboard');
    expect(document.body).not.toHaveTextContent(/TypeError|Cannot read|nome/);
    consoleError.mockRestore();
  });

  it('inside a shell it offers the reload only: the menu is the way elsewhere', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/x', element: <Broken />, errorElement: <RouteError inShell /> }], {
      initialEntries: ['/x'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado');
    expect(screen.queryByRole('link', { name: 'Ir para o início' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    consoleError.mockRestore();
  });
});
