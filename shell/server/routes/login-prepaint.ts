import { DEFAULT_SITE } from 'remote-shared/src/config/site';
import { escapeHtml } from '../document/html';

/** The sign-in page whose form the page server paints before any script runs (docs/performance.md, "The sign-in page"). */
export const LOGIN_PATH = '/admin/login';

/**
 * The contract with the back office's sign-in page (remote-admin/src/features/auth/prepaint.ts):
 * the form it takes over carries this attribute, and its fields are named `email` and `password`.
 */
const PREPAINT_FORM = 'admin-login';

/**
 * The sign-in card as HTML, looking as the back office draws it, so the form paints with the page
 * (its largest paint) instead of after the back office's scripts. The fields take typing at once;
 * the back office takes over what was typed, and where, when it renders (the button stays
 * inactive until then: without scripts there is nothing to send it to).
 */
export function loginPrepaintHtml(siteOverrides: Record<string, unknown>): string {
  const name = typeof siteOverrides.name === 'string' ? siteOverrides.name : DEFAULT_SITE.name;
  const shortName = typeof siteOverrides.shortName === 'string' ? siteOverrides.shortName : DEFAULT_SITE.shortName;
  const field = (id: string, label: string, type: string, autocomplete: string) =>
    `<div class="pp-field"><label for="prepaint-${id}" class="pp-label">${label}<span class="pp-required" aria-hidden="true"> *</span></label>` +
    `<input id="prepaint-${id}" class="pp-control" name="${id}" type="${type}" autocomplete="${autocomplete}" aria-required="true"></div>`;
  return (
    `<main class="pp-page"><div class="pp-card">` +
    `<div class="pp-brand"><span class="pp-logo" aria-hidden="true">${escapeHtml(shortName.slice(0, 1))}</span><span class="pp-brand-name">${escapeHtml(name)}</span></div>` +
    `<h1 class="pp-title">Admin Login</h1><p class="pp-lead">Sign in to manage the website's content and accounts.</p>` +
    `<form data-prepaint="${PREPAINT_FORM}" novalidate>` +
    field('email', 'Email Address', 'email', 'username') +
    field('password', 'Password', 'password', 'current-password') +
    `<button type="submit" class="pp-button" disabled>Sign In</button>` +
    `<noscript><p class="pp-lead pp-noscript">The back office needs JavaScript: turn it on to sign in.</p></noscript>` +
    `</form></div></main>`
  );
}

/**
 * The card's styles, with the design tokens' values (tokens.css, inlined beside it) as the same
 * measures the back office's login-page, form-field and button styles use, so nothing moves when
 * the back office draws its own card in its place.
 */
export const LOGIN_PREPAINT_CSS = `
.pp-page{display:flex;align-items:center;justify-content:center;min-height:100vh;min-height:100dvh;padding:var(--space-5) var(--space-4);background:radial-gradient(circle at 15% 20%,rgba(11,110,105,.35),transparent 45%),radial-gradient(circle at 85% 80%,rgba(242,169,59,.18),transparent 40%),var(--color-navy);font-family:var(--font-sans)}
.pp-card{width:100%;max-width:420px;padding:var(--space-6);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-lg)}
.pp-brand{display:flex;align-items:center;gap:var(--space-3);margin-bottom:var(--space-5)}
.pp-logo{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:var(--radius-md);background:var(--color-accent);color:var(--color-navy);font-weight:800}
.pp-brand-name{font-weight:700;color:var(--color-navy)}
.pp-title{margin:0;font-size:var(--font-size-2xl);color:var(--color-navy)}
.pp-lead{margin:var(--space-1) 0 var(--space-5);color:var(--color-muted);font-size:var(--font-size-sm)}
.pp-noscript{margin:var(--space-4) 0 0}
.pp-field{display:flex;flex-direction:column;gap:var(--space-1);margin-bottom:var(--space-4);font-family:var(--font-sans)}
.pp-label{font-size:var(--font-size-sm);font-weight:600;color:var(--color-text)}
.pp-required{color:var(--color-danger)}
.pp-control{width:100%;min-height:42px;padding:var(--space-2) var(--space-3);border:1px solid #c5cdd9;border-radius:var(--radius-md);background:var(--color-bg);color:var(--color-text);font:inherit;font-size:var(--font-size-sm);line-height:1.5}
.pp-control:focus{outline:none;border-color:var(--color-primary);box-shadow:0 0 0 3px var(--color-primary-soft)}
.pp-button{display:flex;align-items:center;justify-content:center;width:100%;min-height:44px;padding:0 var(--space-5);border:2px solid transparent;border-radius:var(--radius-md);background:var(--color-primary);color:var(--color-inverse);font:600 var(--font-size-sm)/1 var(--font-sans);letter-spacing:.02em;cursor:not-allowed;opacity:.65}
@media (max-width:480px){.pp-card{padding:var(--space-5)}}
`;
