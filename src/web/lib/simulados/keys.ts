/** TanStack Query keys of the simulado screens; shared so that a save or a clear can invalidate them. */
export const simuladosKeys = {
  all: ['simulados'] as const,
  opcoes: () => ['simulados', 'opcoes'] as const,
  historico: () => ['simulados', 'historico'] as const,
  resultado: (id: number) => ['simulados', 'resultado', id] as const,
  /** The printed simulados not yet corrected: under the simulados' key, so a save refreshes them too. */
  impressos: () => ['simulados', 'impressos'] as const,
};
