import { createTheme } from '@mantine/core'

/** One theme for light and dark; Mantine derives the dark palette. Prices use tabular figures to line up. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Noto Sans", "Liberation Sans", system-ui, sans-serif',
  headings: { fontFamily: 'Inter, "Noto Sans", "Liberation Sans", system-ui, sans-serif' },
})
