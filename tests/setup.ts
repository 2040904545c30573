import { afterEach, vi } from "vitest";

// Unit and integration tests run in the node environment: no window there, and no need to load
// Testing Library and react-dom for every one of those files (most of their set-up time).
const hasWindow = typeof window !== "undefined";

if (hasWindow) {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  // findBy*/waitFor give up after 1 s by default; with both cores running test files side by
  // side a render can take longer than that without anything being wrong.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}

// Testing Library only advances fake timers inside its async helpers when it sees Jest's global;
// without it, user-event and findBy* wait forever on a faked setTimeout. Point that hook at Vitest.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// jsdom lacks these browser APIs that Radix, vaul and sonner touch.
if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (hasWindow) {
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.HTMLElement.prototype.hasPointerCapture ??= () => false;
  window.HTMLElement.prototype.releasePointerCapture ??= () => {};
}
