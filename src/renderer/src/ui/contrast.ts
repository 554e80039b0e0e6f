/** Text colours that keep 4.5:1 in both themes (defined in app/theme.ts, cssVariablesResolver). */
export const TEXT = {
  promo: 'var(--desk-promo)',
  danger: 'var(--desk-danger)',
  warning: 'var(--desk-warning)',
  link: 'var(--desk-link)',
} as const

/** Primary actions in a teal dark enough for white text (the theme's teal filled is below 4.5:1). */
export const ACTION_COLOR = 'teal.9'
