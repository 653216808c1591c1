import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeApi, server } from './fake-api';

// Every suite talks to the one fake {host} (tools/jest/fake-api.ts); a call it does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => fakeApi.reset());
afterAll(() => server.close());

// `findBy…` waits up to 5 s for what the user would see: each answer goes through Mock Service
// Worker and a section's code is compiled on first use, which a shared 2-core machine can slow
// past the default second. What the tests assert is unchanged.
configure({ asyncUtilTimeout: 5000 });
