import type { Rule } from 'eslint';

declare const noModuleIntl: Rule.RuleModule;
export default noModuleIntl;
