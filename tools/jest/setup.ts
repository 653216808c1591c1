import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeApi, server, xhrFake } from './fake-api';

// Every suite talks to the one fake {host} (tools/jest/fake-api.ts); a call it does not know fails the test.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  xhrFake.apply();
});
afterEach(() => fakeApi.reset());
afterAll(() => {
  xhrFake.dispose();
  // A suite that talks to real servers has closed it already (Mock Service Worker 3 refuses a second close).
  if (server.readyState) server.close();
});

// `findBy…` waits up to 5 s for what the user would see: each answer goes through Mock Service
// Worker and a section's code is compiled on first use, which a shared 2-core machine can slow
// past the default second. What the tests assert is unchanged.
configure({ asyncUtilTimeout: 5000 });
