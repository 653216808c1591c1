// The message runtime of every front end (docs/i18n.md, "Interface strings"). Catalogues hold ICU
// messages; the build parses them with FormatJS's ICU parser (tools/webpack/messages-loader.js) into
// its syntax trees, and this file formats those trees: arguments, numbers, plurals (with `#` and
// `=n`) and selects, through the browser's own Intl. Plain texts stay strings. FormatJS's own
// runtime, intl-messageformat, did the same for 2.4 KB more on every first load than this
// (docs/decisions/0160-messages-formatted-from-formatjss-syntax-trees.md).
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Locale } from 'contracts/locales';

/** A node of FormatJS's message syntax tree (`@formatjs/icu-messageformat-parser`'s TYPE numbering). */
interface MessageNode {
  type: number;
  value?: string;
  options?: Record<string, { value: MessageNode[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  children?: MessageNode[];
}
/** An ICU message as a catalogue holds it: its text, or its syntax tree once compiled by the build. */
export type Message = string | readonly MessageNode[];
/** One remote's messages in one locale, by key. */
export type Catalogue = Readonly<Record<string, Message>>;
export type MessageValues = Record<string, string | number | null | undefined>;

export interface Translator {
  readonly locale: Locale;
  /** The message `key` formatted with `values`; the key itself when the catalogue lacks it (a test catches that). */
  t(key: string, values?: MessageValues): string;
  /** Whether the catalogue has `key`. */
  has(key: string): boolean;
}

const LITERAL = 0;
// 1 is a plain argument (`{name}`): the last branch of `format` prints it.
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

// A plain text needs no formatting: no argument, no quoting.
const isPlain = (message: Message): message is string => typeof message === 'string' && !/[{}'<]/.test(message);

export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = { cardinal: new Intl.PluralRules(locale), ordinal: new Intl.PluralRules(locale, { type: 'ordinal' }) };
  const trees = new Map<string, readonly MessageNode[]>();

  const format = (nodes: readonly MessageNode[], values: MessageValues, pound: number): string => {
    let text = '';
    for (const node of nodes) {
      const value = node.value === undefined ? undefined : values[node.value];
      if (node.type === LITERAL) text += node.value;
      else if (node.type === POUND) text += numbers.format(pound);
      else if (node.type === NUMBER) text += numbers.format(Number(value));
      else if (node.type === TAG) text += format(node.children ?? [], values, pound);
      else if (node.type === SELECT) text += format((node.options![String(value)] ?? node.options!.other)!.value, values, pound);
      else if (node.type === PLURAL) {
        const count = Number(value) - (node.offset ?? 0);
        const option = node.options![`=${Number(value)}`] ?? node.options![plurals[node.pluralType ?? 'cardinal'].select(count)] ?? node.options!.other;
        text += format(option!.value, values, count);
      } else text += value ?? `{${node.value}}`; // an argument (or a date or time, shown as given)
    }
    return text;
  };

  return {
    locale,
    has: (key) => key in catalogue,
    t(key, values = {}) {
      const message = catalogue[key];
      if (message === undefined) return key;
      if (isPlain(message)) return message;
      let tree = trees.get(key);
      if (!tree) {
        // Built catalogues arrive parsed; the unit tests read the JSON and parse it here.
        tree = typeof message === 'string' ? (parse(message) as unknown as MessageNode[]) : message;
        trees.set(key, tree);
      }
      return format(tree, values, 0);
    },
  };
}
