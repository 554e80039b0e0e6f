import { Alert, Center, MantineProvider } from '@mantine/core'
import { useEffect } from 'react'
import { createHashRouter, Navigate, RouterProvider } from 'react-router'
import { bridgeProblem } from '../bridge'
import { BookingsScreen } from '../features/bookings/BookingsScreen'
import { ExperiencesScreen } from '../features/experiences/ExperiencesScreen'
import { HotelsScreen } from '../features/hotels/HotelsScreen'
import { InventoryScreen } from '../features/inventory/InventoryScreen'
import { SettingsScreen } from '../features/settings/SettingsScreen'
import { AppLayout } from './AppLayout'
import { ColorSchemeSync } from './ColorSchemeSync'
import { theme } from './theme'
import { wireEvents } from './wire-events'

// Hash routes work the same from file:// (Electron) and from the web host, and let a notification open a screen.
const router = createHashRouter([
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/hotels" replace /> },
      { path: 'hotels', element: <HotelsScreen /> },
      { path: 'experiences', element: <ExperiencesScreen /> },
      { path: 'bookings', element: <BookingsScreen /> },
      { path: 'inventory', element: <InventoryScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: '*', element: <Navigate to="/hotels" replace /> },
    ],
  },
])

export function App() {
  useEffect(() => (bridgeProblem === null ? wireEvents() : undefined), [])
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {bridgeProblem === null ? (
        <>
          <ColorSchemeSync />
          <RouterProvider router={router} />
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
