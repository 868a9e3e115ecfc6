import { MAX_QUESTIONS, QUESTION_COUNT_OPTIONS } from '../../../shared/rules/simulado';

/**
 * How many questions a redo asks for: the smallest count option that covers the simulado being redone
 * (7 answered → 10), since the server only takes the spec's options.
 */
export function quantidadeParaRefazer(respondidas: number): number {
  return QUESTION_COUNT_OPTIONS.find((n) => n >= respondidas) ?? MAX_QUESTIONS;
}
