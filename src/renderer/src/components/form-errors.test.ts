import { describe, expect, it } from 'vitest';
import { fieldErrorOf, fieldErrorText, isRetryable } from './form-errors.ts';

describe('form errors', () => {
  it('puts a message that names its field beside that field, without the field prefix', () => {
    expect(
      fieldErrorOf({ code: 'validation', message: 'email: is already in use', field: 'email' }, [
        'email',
        'password',
      ]),
    ).toEqual({ field: 'email', message: 'is already in use' });
  });

  it('puts an error beside the field its code implies', () => {
    const error = {
      code: 'auth' as const,
      message: 'The installation refused the API key: Invalid API key.',
    };
    expect(fieldErrorOf(error, ['apiKey'], { auth: 'apiKey' })).toEqual({
      field: 'apiKey',
      message: error.message,
    });
  });

  it('leaves errors about no field in particular to the form', () => {
    expect(
      fieldErrorOf({ code: 'network', message: 'example.com refused the connection.' }, ['baseUrl']),
    ).toBeNull();
    expect(fieldErrorOf({ code: 'validation', message: 'url: bad', field: 'url' }, ['baseUrl'])).toBeNull();
  });

  it('reads a short rule as a sentence that starts with the label', () => {
    expect(fieldErrorText('Display name', 'is required')).toBe('Display name is required.');
    expect(fieldErrorText('API key', 'This account is already in Linkdesk as “Work”.')).toBe(
      'This account is already in Linkdesk as “Work”.',
    );
    expect(fieldErrorText('Email', undefined)).toBeUndefined();
  });

  it('offers a retry for failures of the connection, not of the input', () => {
    expect(isRetryable({ code: 'timeout', message: '' })).toBe(true);
    expect(isRetryable({ code: 'rate_limited', message: '' })).toBe(true);
    expect(isRetryable({ code: 'auth', message: '' })).toBe(false);
    expect(isRetryable({ code: 'validation', message: '' })).toBe(false);
  });
});
