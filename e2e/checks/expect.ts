// Playwright's `expect(value, message)` for checks that run under node --test: the same matchers
// (Playwright's are Jest's), with the message naming what failed.
import { expect as jestExpect } from 'expect';

type Matchers = ReturnType<typeof jestExpect>;

function named<T extends object>(matchers: T, message: string): T {
  return new Proxy(matchers, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'not' || key === 'resolves' || key === 'rejects') return named(value as object, message);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          if (error instanceof Error) error.message = `${message}\n\n${error.message}`;
          throw error;
        }
      };
    },
  });
}

export function expect(value: unknown, message?: string): Matchers {
  const matchers = jestExpect(value);
  return message ? named(matchers, message) : matchers;
}
