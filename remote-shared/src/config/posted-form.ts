import { createContext, useContext } from 'react';

/**
 * A form the page server received as a plain HTML post (the visitor's scripts were not running)
 * and could not accept: the page it answers with shows what was typed and why it was refused.
 * On the server it comes through this context; in the browser, for hydration, from
 * `window.__POSTED_FORM__`, which that same page carries (docs/security.md, "Linear cost").
 */
export interface PostedForm {
  /** Which form: only its own component picks it up. */
  form: string;
  values: Record<string, string>;
  /** Messages per field (the API's validation), shown as the form's own would be. */
  errors: Record<string, string>;
  /** True when the refusal was not about a field (rate limit, the API unreachable). */
  failed: boolean;
}

export const PostedFormContext = createContext<PostedForm | null>(null);

declare global {
  interface Window {
    __POSTED_FORM__?: PostedForm;
  }
}

/** The posted form named `form` that this page answers, or null. */
export function usePostedForm(form: string): PostedForm | null {
  const fromServer = useContext(PostedFormContext);
  const posted = fromServer ?? (typeof window === 'undefined' ? null : (window.__POSTED_FORM__ ?? null));
  return posted?.form === form ? posted : null;
}
