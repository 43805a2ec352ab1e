import { describe, expect, it } from 'vitest';
import { accountFormSchema } from './account-form-schema.ts';

const schema = accountFormSchema('alex@example.com');
const issues = (values: { email: string; password: string; confirmPassword: string }) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('account form rules', () => {
  it('sends nothing when nothing changed', () => {
    expect(schema.parse({ email: ' alex@example.com ', password: '', confirmPassword: '' })).toEqual({});
  });

  it('sends a changed email alone, trimmed', () => {
    expect(schema.parse({ email: ' alex@example.org ', password: '', confirmPassword: '' })).toEqual({
      email: 'alex@example.org',
    });
  });

  it('sends a confirmed password alone', () => {
    expect(
      schema.parse({ email: 'alex@example.com', password: 'secret1', confirmPassword: 'secret1' }),
    ).toEqual({
      password: 'secret1',
    });
  });

  it('refuses what the installation would refuse, with its message, on the right field', () => {
    expect(issues({ email: 'not an email', password: 'abc', confirmPassword: 'abc' })).toEqual([
      ['email', 'is not a valid email address'],
      ['password', 'must be at least 5 characters'],
    ]);
  });

  it('refuses a confirmation that does not match', () => {
    expect(issues({ email: 'alex@example.com', password: 'secret1', confirmPassword: 'secret2' })).toEqual([
      ['confirmPassword', 'does not match the new password'],
    ]);
  });
});
