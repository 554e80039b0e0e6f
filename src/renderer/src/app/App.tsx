import { Alert, Center, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { RouterProvider } from 'react-router'
import { bridgeProblem, currentBridgeProblem, subscribeBridgeProblem } from '../bridge'
import { deskQueryClient } from '../bridge/desk-query'
import { AgentFormatProvider } from './AgentFormatProvider'
import { ClientModeProvider } from './ClientMode'
import { ColorSchemeSync } from './ColorSchemeSync'
import { router } from './router'
import { cssVariablesResolver, theme } from './theme'
import { wireEvents } from './wire-events'

export function App() {
  useEffect(() => (bridgeProblem === null ? wireEvents() : undefined), [])
  // A refused web host token ends every call: the shell (and its "online" badge) gives way to what to do.
  const problem = useSyncExternalStore(subscribeBridgeProblem, currentBridgeProblem)
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {problem === null ? (
        <>
          {/* Pointing at one notice keeps that one, not the whole stack; at most three at a time (more wait). */}
          <Notifications
            position="bottom-right"
            limit={3}
            containerWidth={380}
            pauseResetOnHover="notification"
          />
          <ColorSchemeSync />
          <QueryClientProvider client={deskQueryClient}>
            <AgentFormatProvider>
              <ClientModeProvider>
                <RouterProvider router={router} />
              </ClientModeProvider>
            </AgentFormatProvider>
          </QueryClientProvider>
        </>
      ) : (
        <Center h="100vh" p="xl">
          <Alert
            color="red"
            title={
              problem === bridgeProblem ? 'Agency Desk cannot start' : 'Open the new link of the web host'
            }
            maw={560}
            data-testid="bridge-problem"
          >
            {problem}
          </Alert>
        </Center>
      )}
    </MantineProvider>
  )
}
