import type { NotificationData } from '@mantine/notifications'
import { IconAlarm, IconCheck, IconClock, IconInfoCircle, IconX } from '@tabler/icons-react'
import type { EventPayload } from '../../../shared/ipc'
import { newsColor } from '../ui/booking-state'

/**
 * A notification main sent to the page (the web host has no desktop) as a Mantine toast. Colour follows meaning,
 * from the one mapping of states to colours (ui/booking-state): a confirmation green, a refusal or a failure red,
 * a request still waiting amber, a cancellation grey, a reminder orange. The icon says the same for those who do
 * not see the colour, and the title says it in words.
 */
export function toastOf(news: EventPayload<'app.notification'>): NotificationData {
  const color = newsColor(news)
  return {
    title: news.title,
    message: news.body,
    autoClose: 8000,
    color,
    icon: iconOf(news),
    'data-state': news.state,
    'data-reminder': news.reminder === true ? 'true' : undefined,
    'data-color': color,
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
