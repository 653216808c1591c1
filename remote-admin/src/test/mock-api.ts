// The admin tests' view of the one fake {host} (tools/jest/fake-api.ts): answers given per
// 'METHOD /path' for this test; every other call is answered by the fake from the declarations.
import { fakeApi, type FakeAnswer, type FakeCall } from 'tools/jest/fake-api';

type Handler = FakeAnswer | ((request: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

export function mockApi(handlers: Record<string, Handler>) {
  for (const [key, handler] of Object.entries(handlers)) fakeApi.answer(key, handler);
  return {
    calls: fakeApi.calls,
    /** The requests made to 'METHOD /path'. */
    callsTo: fakeApi.callsTo,
    set: (key: string, handler: Handler) => fakeApi.answer(key, handler),
    /** Fills a content type's table, which the fake's declared answers (and the inbox's) read. */
    seed: fakeApi.seed,
  };
}
