import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale, type MessageValues } from 'remote_shared/i18n';
import { englishCatalogue, hasAdminCatalogue, loadAdminCatalogue, translatorOf } from './catalogues';
import { adminLocale, notifyLocale, subscribeLocale } from './locale';

/** `t(key)`, `t(key, { count })`: the message in the back office's language. */
export type T = (key: string, values?: MessageValues) => string;

/** The back office's language; a component that reads it renders again when it changes. */
export function useAdminLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, adminLocale, () => DEFAULT_LOCALE);
}

/**
 * The messages of the back office's language, for a component: it renders again when the language
 * changes or its catalogue arrives. Until a language's catalogue is fetched the component shows
 * English rather than waiting: a Suspense fallback would replace the sign-in form the page server
 * painted, and what the visitor typed in it. Keys are written out in full where they are used, or
 * asked for by group with `sectionTexts`, whose calls the catalogue test reads (docs/i18n.md).
 */
export function useT(): T {
  const locale = useAdminLocale();
  useSyncExternalStore(subscribeLocale, loadedVersion, loadedVersion);
  if (!hasAdminCatalogue(locale)) {
    void loadAdminCatalogue(locale).then(
      () => {
        loaded += 1;
        notifyLocale();
      },
      () => undefined, // offline: English until the next change of language or visit
    );
  }
  return translatorOf(locale).t;
}

let loaded = 0;
const loadedVersion = () => loaded;

/** The same outside components (a toast after a save): the language at the moment of the call. */
export const t: T = (key, values) => translatorOf(adminLocale()).t(key, values);

// ---- Texts that arrive in English: the declarations' labels, the shared schemas' messages, the API's.

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

let exact: Map<string, string> | null = null;
let patterns: Pattern[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's literal parts and argument names, when it is only those (no plural, no select). */
function parts(message: unknown): Array<{ text: string } | { name: string }> | null {
  if (typeof message === 'string') {
    const out: Array<{ text: string } | { name: string }> = [];
    let rest = message;
    for (let match = /\{(\w+)(?:, ?number)?\}/.exec(rest); match; match = /\{(\w+)(?:, ?number)?\}/.exec(rest)) {
      if (match.index) out.push({ text: rest.slice(0, match.index) });
      out.push({ name: match[1]! });
      rest = rest.slice(match.index + match[0].length);
    }
    if (rest) out.push({ text: rest });
    return out.some((part) => 'text' in part && /[{}]/.test(part.text)) ? null : out;
  }
  if (!Array.isArray(message)) return null;
  const out: Array<{ text: string } | { name: string }> = [];
  for (const node of message as Array<{ type: number; value: string }>) {
    if (node.type === 0) out.push({ text: node.value });
    else if (node.type === 1 || node.type === 2) out.push({ name: node.value });
    else return null;
  }
  return out;
}

function index(): Map<string, string> {
  if (exact) return exact;
  exact = new Map();
  patterns = [];
  for (const [key, message] of Object.entries(englishCatalogue)) {
    // Only the texts that arrive from outside: a message of the back office's own ('{date} at
    // {time}') must not claim an API's text that happens to fit it.
    if (!key.startsWith('text.')) continue;
    const found = parts(message);
    if (!found) continue;
    const names = found.flatMap((part) => ('name' in part ? [part.name] : []));
    if (!names.length) {
      const text = found.map((part) => ('text' in part ? part.text : '')).join('');
      if (!exact.has(text)) exact.set(text, key);
    } else {
      const source = found.map((part) => ('text' in part ? escape(part.text) : '(.+?)')).join('');
      patterns.push({ key, regex: new RegExp(`^${source}$`), names });
    }
  }
  return exact;
}

/**
 * An English text from outside the back office (a field's declared label, a shared schema's
 * message, an API error) in the back office's language: the catalogue message whose English is that
 * text, its arguments read back from it ('Title must be at most 200 characters'). A text the
 * catalogue lacks stays as it came.
 */
export function translateText(text: string, locale: Locale = adminLocale()): string {
  if (locale === DEFAULT_LOCALE || !text) return text;
  const translator = translatorOf(locale);
  const key = index().get(text);
  if (key) return translator.t(key);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    // An argument that is itself a known text (a field's label in 'Title must be at most 200
    // characters') is translated too.
    if (match) return translator.t(pattern.key, Object.fromEntries(pattern.names.map((name, i) => [name, translateText(match[i + 1]!, locale)])));
  }
  return text;
}
