import { MantineProvider } from '@mantine/core'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { AgentFormatProvider } from '../../../../src/renderer/src/app/AgentFormatProvider'
import { cssVariablesResolver, theme } from '../../../../src/renderer/src/app/theme'

/** Renders inside the app's theme and the agent's format from the settings, as the app does (app/App.tsx). */
export function renderInTheme(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <AgentFormatProvider>{ui}</AgentFormatProvider>
    </MantineProvider>,
  )
}
