import { z } from 'zod';
import { accountUpdateBody } from '../../../shared/api/requests.ts';
import type { ProfileChanges } from './account-slice.ts';

export interface AccountFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * What the account form sends: the email only when it differs from the current one, the password only
 * when one was typed (and confirmed). The changes are checked with `accountUpdateBody`, the rules the
 * installation applies, so a person sees the server's own message before anything is sent. An empty result
 * means there is nothing to save.
 */
export function accountFormSchema(currentEmail: string) {
  return z
    .object({ email: z.string(), password: z.string(), confirmPassword: z.string() })
    .transform((values, ctx): ProfileChanges => {
      const email = values.email.trim();
      const changes: ProfileChanges = {
        ...(email !== currentEmail ? { email } : {}),
        ...(values.password !== '' ? { password: values.password } : {}),
      };
      if (values.password !== values.confirmPassword) {
        ctx.issues.push({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'does not match the new password',
          input: values.confirmPassword,
        });
      }
      if (changes.email === undefined && changes.password === undefined) return changes;
      const checked = accountUpdateBody.safeParse(changes);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        ctx.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: changes });
      }
      return z.NEVER;
    });
}
