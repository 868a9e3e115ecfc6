import { z } from 'zod';
import { isCalendarDay } from '../rules/dates.js';

/** A required form or body field holding a calendar day, YYYY-MM-DD, with the feature's own pt-BR messages. */
export const calendarDaySchema = (requiredMessage: string, invalidMessage: string) =>
  z.string(requiredMessage).trim().min(1, requiredMessage).refine(isCalendarDay, invalidMessage);
