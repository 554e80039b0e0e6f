import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Mantine asks for the colour scheme and the viewport through matchMedia, which happy-dom leaves out.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
