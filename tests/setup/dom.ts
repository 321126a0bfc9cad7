import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Waits for answers are upper bounds, not expected durations: on one loaded core a whole antd render plus a
// mock answer can take seconds, and Testing Library's 1 s default made findBy…/waitFor fail there. Test
// timeouts stay above the wait. (Timers of the app under test: tests/support/clock.ts.)
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

// antd reads matchMedia for responsive props; happy-dom has it, but keep a stable answer.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() }),
  });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
