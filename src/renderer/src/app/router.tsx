import { createHashRouter, Navigate } from 'react-router'
import type { ComponentType } from 'react'
import { AppLayout } from './AppLayout'

/**
 * A screen loaded with its route: each feature's code (and the heavy libraries only it uses, such as the charts of
 * the reports) is its own chunk, so the first screen boots without the others.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] })
}

/**
 * Hash routes work the same from file:// (Electron) and from the web host, and let main open a screen (a clicked
 * notification sends app.navigate with a route such as /bookings/XKQBRT).
 */
export const router = createHashRouter([
  {
    path: '/',
    element: <AppLayout />,
    children: [
      // The worklist is the first screen of the day.
      { index: true, element: <Navigate to="/today" replace /> },
      { path: 'today', lazy: screen(() => import('../features/worklist/WorklistScreen'), 'WorklistScreen') },
      { path: 'hotels', lazy: screen(() => import('../features/hotels/HotelsScreen'), 'HotelsScreen') },
      {
        path: 'hotels/:hotelId',
        lazy: screen(() => import('../features/hotels/HotelRoomsScreen'), 'HotelRoomsScreen'),
      },
      {
        path: 'hotels/:hotelId/book',
        lazy: screen(() => import('../features/hotels/BookingScreen'), 'BookingScreen'),
      },
      {
        path: 'experiences',
        lazy: screen(() => import('../features/experiences/ExperiencesScreen'), 'ExperiencesScreen'),
      },
      {
        path: 'experiences/basket',
        lazy: screen(() => import('../features/experiences/BasketScreen'), 'BasketScreen'),
      },
      {
        path: 'experiences/:id',
        lazy: screen(
          () => import('../features/experiences/ExperienceDetailScreen'),
          'ExperienceDetailScreen',
        ),
      },
      {
        path: 'bookings/:bookingId',
        lazy: screen(() => import('../features/bookings/BookingDetailScreen'), 'BookingDetailScreen'),
      },
      {
        path: 'bookings/*',
        lazy: screen(() => import('../features/bookings/BookingsScreen'), 'BookingsScreen'),
      },
      {
        path: 'customers',
        lazy: screen(() => import('../features/customers/CustomersScreen'), 'CustomersScreen'),
      },
      {
        path: 'customers/:customerId',
        lazy: screen(() => import('../features/customers/CustomerScreen'), 'CustomerScreen'),
      },
      {
        path: 'proposals',
        lazy: screen(() => import('../features/proposals/ProposalsScreen'), 'ProposalsScreen'),
      },
      {
        path: 'proposals/:id',
        lazy: screen(() => import('../features/proposals/ProposalScreen'), 'ProposalScreen'),
      },
      {
        path: 'proposals/:id/accept',
        lazy: screen(() => import('../features/proposals/AcceptScreen'), 'AcceptScreen'),
      },
      {
        path: 'inventory',
        lazy: screen(() => import('../features/inventory/InventoryScreen'), 'InventoryScreen'),
      },
      {
        path: 'inventory/:experienceId',
        lazy: screen(() => import('../features/inventory/ExperienceWorkspace'), 'ExperienceWorkspace'),
      },
      { path: 'reports', lazy: screen(() => import('../features/reports/ReportsScreen'), 'ReportsScreen') },
      {
        path: 'settings',
        lazy: screen(() => import('../features/settings/SettingsScreen'), 'SettingsScreen'),
      },
      { path: '*', element: <Navigate to="/today" replace /> },
    ],
  },
])
