import { createHashRouter, Navigate } from 'react-router'
import { BookingDetailScreen } from '../features/bookings/BookingDetailScreen'
import { BookingsScreen } from '../features/bookings/BookingsScreen'
import { CustomerScreen } from '../features/customers/CustomerScreen'
import { CustomersScreen } from '../features/customers/CustomersScreen'
import { BasketScreen } from '../features/experiences/BasketScreen'
import { ExperienceDetailScreen } from '../features/experiences/ExperienceDetailScreen'
import { ExperiencesScreen } from '../features/experiences/ExperiencesScreen'
import { BookingScreen } from '../features/hotels/BookingScreen'
import { HotelRoomsScreen } from '../features/hotels/HotelRoomsScreen'
import { HotelsScreen } from '../features/hotels/HotelsScreen'
import { ExperienceWorkspace } from '../features/inventory/ExperienceWorkspace'
import { InventoryScreen } from '../features/inventory/InventoryScreen'
import { ReportsScreen } from '../features/reports/ReportsScreen'
import { SettingsScreen } from '../features/settings/SettingsScreen'
import { WorklistScreen } from '../features/worklist/WorklistScreen'
import { AppLayout } from './AppLayout'

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
      { path: 'today', element: <WorklistScreen /> },
      { path: 'hotels', element: <HotelsScreen /> },
      { path: 'hotels/:hotelId', element: <HotelRoomsScreen /> },
      { path: 'hotels/:hotelId/book', element: <BookingScreen /> },
      { path: 'experiences', element: <ExperiencesScreen /> },
      { path: 'experiences/basket', element: <BasketScreen /> },
      { path: 'experiences/:id', element: <ExperienceDetailScreen /> },
      { path: 'bookings/:bookingId', element: <BookingDetailScreen /> },
      { path: 'bookings/*', element: <BookingsScreen /> },
      { path: 'customers', element: <CustomersScreen /> },
      { path: 'customers/:customerId', element: <CustomerScreen /> },
      { path: 'inventory', element: <InventoryScreen /> },
      { path: 'inventory/:experienceId', element: <ExperienceWorkspace /> },
      { path: 'reports', element: <ReportsScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: '*', element: <Navigate to="/today" replace /> },
    ],
  },
])
