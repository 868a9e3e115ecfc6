import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import noModuleIntl from './no-module-intl.js';

// RuleTester runs each case as a test of the runner it is given through these hooks.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-module-intl', noModuleIntl, {
  valid: [
    // Built at first use, inside a function.
    `const f = atFirstUse(() => new Intl.NumberFormat('pt-BR'));`,
    `export function day(d) { return new Intl.DateTimeFormat('en-CA').format(d); }`,
    `const format = (n) => n.toLocaleString('pt-BR');`,
    `class Fmt { format(n) { return n.toLocaleString('pt-BR'); } }`,
    `const messages = { tooLong: (n) => \`máximo \${n.toLocaleString('pt-BR')}\` };`,
    // A formatting function of the module, called only later.
    `const milhar = (n) => n.toLocaleString('pt-BR'); export const label = (n) => \`\${milhar(n)} questões\`;`,
    // Not Intl, not a locale method.
    `const x = new Map(); const s = (5).toString();`,
  ],
  invalid: [
    { code: `const reais = new Intl.NumberFormat('pt-BR');`, errors: [{ messageId: 'intl' }] },
    { code: `export const f = Intl.DateTimeFormat('pt-BR');`, errors: [{ messageId: 'intl' }] },
    {
      code: `const m = { max: \`\${(5000).toLocaleString('pt-BR')} caracteres\` };`,
      errors: [{ messageId: 'locale' }],
    },
    { code: `const hoje = new Date().toLocaleDateString('pt-BR');`, errors: [{ messageId: 'locale' }] },
    { code: `if (true) { const t = new Date().toLocaleTimeString(); }`, errors: [{ messageId: 'locale' }] },
    // The module's own formatting function, called as the module loads (decision 0059: 0.5 s on /dashboard).
    {
      code: `const milhar = (n) => n.toLocaleString('pt-BR'); const m = { cheio: \`\${milhar(5000)} questões\` };`,
      errors: [{ messageId: 'indirect' }],
    },
    {
      code: `function reais(n) { return new Intl.NumberFormat('pt-BR').format(n); } export const zero = reais(0);`,
      errors: [{ messageId: 'indirect' }],
    },
  ],
});
