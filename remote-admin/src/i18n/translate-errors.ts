import { translateText } from './use-t';

/**
 * A form's errors in the back office's language: the shared schemas and the API write them in
 * English ('Title is required'). For errors a form shows itself; fields drawn by the design
 * system's FormField are translated as they are shown (AdminUiTexts).
 */
export function translatedErrors<E>(errors: E): E {
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? translateText(message) : message])) as E;
}
