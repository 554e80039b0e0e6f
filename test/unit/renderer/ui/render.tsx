import { MantineProvider } from '@mantine/core'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { cssVariablesResolver, theme } from '../../../../src/renderer/src/app/theme'

/** Renders inside the app's theme, as the app does (src/renderer/src/app/App.tsx). */
export function renderInTheme(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {ui}
    </MantineProvider>,
  )
}
