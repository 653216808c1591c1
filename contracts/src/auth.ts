import { z } from 'zod';
import { LIMITS, emailField } from './common';

/** Login payload of spec §3 and rules of spec §5. */
export const loginInput = z.object({
  email: emailField('Email is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.password.max, { error: `Password must be at most ${LIMITS.password.max} characters` }),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginResult = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

/** The answer to a login with an unknown email or a wrong password (spec §8). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

/** Claims the API puts in its JWT; the front end reads `exp` (spec §4) and `role`. */
export const tokenClaims = z.object({
  sub: z.string(),
  role: z.string(),
  name: z.string().optional(),
  exp: z.number().optional(),
  iat: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;
