import type { z } from 'zod';

/** Field → first message, the shape form libraries (react-final-form, plain state) expect. */
export type FieldErrors = Record<string, string>;

/**
 * Validates form values with one of these schemas and returns the first message per field
 * (nested paths joined with dots), or an empty object when the values are valid.
 */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The API's 400 answer (`issues: [{ path, message }]`) as field errors, so the form shows them inline. */
export function apiFieldErrors(issues: { path: string; message: string }[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) errors[issue.path || '_form'] ??= issue.message;
  return errors;
}
