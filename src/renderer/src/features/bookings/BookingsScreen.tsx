import { IconClipboardList } from '@tabler/icons-react'
import { SectionPlaceholder } from '../../app/SectionPlaceholder'

export function BookingsScreen() {
  return (
    <SectionPlaceholder
      title="Bookings"
      icon={<IconClipboardList size={28} />}
      description="Your organization's bookings, their states, messages, documents and history will appear here."
    />
  )
}
