// Every Vitest file talks to the mock upstreams in-process (MSW), starting from a fresh state.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './msw';
import { resetState } from '../mocks/state';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
