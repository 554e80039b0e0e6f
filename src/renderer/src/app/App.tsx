import { Alert, Center, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { RouterProvider } from 'react-router'
import { bridgeProblem } from '../bridge'
import { deskQueryClient } from '../bridge/desk-query'
import { AgentFormatProvider } from './AgentFormatProvider'
import { ColorSchemeSync } from './ColorSchemeSync'
import { router } from './router'
import { cssVariablesResolver, theme } from './theme'
import { wireEvents } from './wire-events'

export function App() {
  useEffect(() => (bridgeProblem === null ? wireEvents() : undefined), [])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {bridgeProblem === null ? (
        <>
          <Notifications position="bottom-right" limit={4} />
          <ColorSchemeSync />
          <QueryClientProvider client={deskQueryClient}>
            <AgentFormatProvider>
              <RouterProvider router={router} />
            </AgentFormatProvider>
          </QueryClientProvider>
        </>
      ) : (
        <Center h="100vh" p="xl">
          <Alert color="red" title="Agency Desk cannot start" maw={560}>
            {bridgeProblem}
          </Alert>
        </Center>
      )}
    </MantineProvider>
  )
}
