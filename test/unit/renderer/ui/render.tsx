import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { AgentFormatProvider } from '../../../../src/renderer/src/app/AgentFormatProvider'
import { cssVariablesResolver, theme } from '../../../../src/renderer/src/app/theme'
import { deskQueryClient } from '../../../../src/renderer/src/bridge/desk-query'

/**
 * Renders inside the app's theme, the agent's format from the settings and the app's query client (the one stores
 * and the event wiring use too), emptied first so that nothing read by an earlier test answers from its cache, as
 * the app does (app/App.tsx).
 */
export function renderInTheme(ui: ReactElement): RenderResult {
  deskQueryClient.clear()
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={deskQueryClient}>
        <AgentFormatProvider>{ui}</AgentFormatProvider>
      </QueryClientProvider>
    </MantineProvider>,
  )
}
