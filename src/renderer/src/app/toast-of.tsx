import type { NotificationData } from '@mantine/notifications'
import type { MouseEvent } from 'react'
import { IconAlarm, IconCheck, IconClock, IconInfoCircle, IconX } from '@tabler/icons-react'
import type { EventPayload } from '../../../shared/ipc'
import { newsColor } from '../ui/booking-state'

/**
 * A notification main sent to the page (the web host has no desktop) as a Mantine toast. Colour follows meaning,
 * from the one mapping of states to colours (ui/booking-state): a confirmation green, a refusal or a failure red,
 * a request still waiting amber, a cancellation grey, a reminder orange. The icon says the same for those who do
 * not see the colour, and the title says it in words. A notice of a booking opens it (`open`) from a click on it.
 */
export function toastOf(
  news: EventPayload<'app.notification'>,
  open: (route: string) => void = () => undefined,
): NotificationData {
  const color = newsColor(news)
  const route = news.route
  return {
    title: news.title,
    message: news.body,
    autoClose: 8000,
    color,
    icon: iconOf(news),
    'data-state': news.state,
    'data-reminder': news.reminder === true ? 'true' : undefined,
    'data-color': color,
    closeButtonProps: {
      'aria-label': 'Close this notice',
      // The close button sits inside the notice: its click must close it, never also open the booking.
      onClick: (event: MouseEvent) => event.stopPropagation(),
    },
    ...(route === undefined ? {} : { onClick: () => open(route), style: { cursor: 'pointer' } }),
  } as NotificationData
}

function iconOf(news: EventPayload<'app.notification'>) {
  if (news.reminder === true) return <IconAlarm size={18} />
  switch (news.state) {
    case 'confirmed':
      return <IconCheck size={18} />
    case 'refused':
    case 'failure':
      return <IconX size={18} />
    case 'pending':
    case 'sent':
    case 'pending_source':
    case 'pre_confirmed':
      return <IconClock size={18} />
    case undefined:
      return undefined
    default:
      return <IconInfoCircle size={18} />
  }
}
