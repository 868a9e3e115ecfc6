import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ApiError, errorMessage } from './api';

describe('errorMessage', () => {
  it('tells the student the service is briefly unavailable while the database is away (503)', () => {
    const error = new ApiError({ status: 503, code: 'DATABASE_UNAVAILABLE', message: messages.databaseUnavailable });
    expect(errorMessage(error, 'Erro ao salvar')).toBe(messages.databaseUnavailable);
  });

  it('tells the student to try again in a moment when every database connection is busy (503)', () => {
    const error = new ApiError({ status: 503, code: 'SERVER_BUSY', message: messages.serverBusy });
    expect(errorMessage(error, 'Erro ao salvar')).toBe(messages.serverBusy);
  });

  it('keeps the screen’s own text for a server failure and the API’s for a refusal', () => {
    expect(errorMessage(new ApiError({ status: 500, code: 'INTERNAL', message: messages.internal }), 'Erro')).toBe(
      'Erro',
    );
    expect(errorMessage(new ApiError({ status: 404, code: 'NOT_FOUND', message: messages.notFound }), 'Erro')).toBe(
      messages.notFound,
    );
  });
});
