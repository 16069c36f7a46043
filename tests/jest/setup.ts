import '@testing-library/jest-dom';
import {TextDecoder, TextEncoder} from 'node:util';

// jsdom lacks TextEncoder, which the data grid uses (hashing its styles).
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, {TextEncoder, TextDecoder});
}

// jsdom has no matchMedia; MUI and Docusaurus query it for colour scheme and breakpoints.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
