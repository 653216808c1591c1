// The sign-in form the page server paints before any script runs (shell/server/routes/login-prepaint.ts;
// docs/performance.md, "The sign-in page"). When the back office renders, its own form replaces
// that copy in the same frame; what the visitor typed there, and the field they were in, carry over.

/** The attribute of the painted copy's form (PREPAINT_FORM on the page server). */
const PREPAINTED_FORM = 'form[data-prepaint="admin-login"]';

export interface PrepaintedLogin {
  values: { email: string; password: string };
  /** The field the visitor was typing in, to be focused again. */
  focus: 'email' | 'password' | null;
}

function snapshot(form: HTMLFormElement): PrepaintedLogin {
  const value = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const active = document.activeElement;
  const focus = active instanceof HTMLInputElement && form.contains(active) && (active.name === 'email' || active.name === 'password') ? active.name : null;
  return { values: { email: value('email'), password: value('password') }, focus };
}

/** The painted copy as last typed in, from the first render on (takeLateTyping). */
let lateTyping: PrepaintedLogin | null = null;
let followed: HTMLFormElement | null = null;

/**
 * What was typed into the painted copy; null when the page has none (every later render, every
 * test without one). From this call on, the copy is followed: the visitor may go on typing in it
 * until the commit that replaces it, and that typing is handed over by takeLateTyping.
 */
export function readPrepaintedLogin(): PrepaintedLogin | null {
  if (typeof document === 'undefined') return null;
  const form = document.querySelector<HTMLFormElement>(PREPAINTED_FORM);
  if (!form) return null;
  lateTyping = null;
  // Once per painted form: a render may be tried again (React's StrictMode, a retried render).
  if (followed !== form) {
    followed = form;
    const follow = () => {
      lateTyping = snapshot(form);
    };
    form.addEventListener('input', follow);
    form.addEventListener('focusin', follow);
  }
  return snapshot(form);
}

/** The painted copy as it was when the back office's form replaced it, if typed in after the first render; once. */
export function takeLateTyping(): PrepaintedLogin | null {
  const typed = lateTyping;
  lateTyping = null;
  return typed;
}

/** Focuses the back office's own field of that name, the caret after what was typed. */
export function refocus(container: HTMLElement | null, name: PrepaintedLogin['focus']) {
  const input = name ? container?.querySelector<HTMLInputElement>(`input[name="${name}"]`) : null;
  if (!input) return;
  input.focus();
  try {
    input.setSelectionRange(input.value.length, input.value.length);
  } catch {
    // Email inputs have no selection range; the caret stays where the browser puts it.
  }
}
