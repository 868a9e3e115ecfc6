import { describe, expect, it } from 'vitest';
import { bannerAllowedOn } from './subscription-banner';

describe('bannerAllowedOn', () => {
  it('shows the subscription banner everywhere but the plans page and the simulado player', () => {
    for (const path of ['/dashboard', '/simulados', '/simulados/historico', '/simulados/resultados/3', '/perfil']) {
      expect(bannerAllowedOn(path), path).toBe(true);
    }
    expect(bannerAllowedOn('/assinatura')).toBe(false);
    expect(bannerAllowedOn('/simulados/realizar/7')).toBe(false);
  });
});
