import { formatInstantInZone } from '../../../../shared/domain/dates'
import type {
  BookingDocuments,
  BookingMessage,
  BookingTimelineEntry,
} from '../../../../shared/ipc/bookings.contract'
import type { PendingWrite } from '../../../../shared/ipc/outbox.contract'
import type { AgentFormat } from '../../ui/format/agent-format'

/** Pure wording of the booking's messages, documents and history, as the agent reads them. */

export interface MessageRow {
  id: string
  /** `agency`: written by this agency (the service's `request`); `supplier`: from the hotel or supplier. */
  from: 'agency' | 'supplier' | 'pending'
  sender: string
  fromLabel: string
  when: string
  at: string
  text: string
  unread: boolean
}

export const MESSAGE_MAX = 5000

function personName(sender: BookingMessage['sender']): string | null {
  const name = [sender.firstName, sender.lastName].filter((part) => part !== null && part.trim() !== '')
  return name.length === 0 ? null : name.join(' ')
}

/** The thread oldest first, then what this desk wrote and has not sent yet (marked pending). */
export function messageRows(
  messages: readonly BookingMessage[],
  pending: readonly PendingWrite[],
  kind: 'hotel' | 'experience',
  format: AgentFormat,
): MessageRow[] {
  const supplier = kind === 'hotel' ? 'From the hotel' : 'From the supplier'
  const rows: MessageRow[] = messages.map((message) => {
    const agency = message.messageType === 'request'
    return {
      id: message.id,
      from: agency ? 'agency' : 'supplier',
      sender:
        personName(message.sender) ??
        (agency ? 'Your agency' : kind === 'hotel' ? 'The hotel' : 'The supplier'),
      fromLabel: agency ? 'From your agency' : supplier,
      when: formatInstantInZone(message.sentAt, format),
      at: message.sentAt,
      text: message.message,
      unread: message.unread,
    }
  })
  for (const write of pending) {
    if (write.kind !== 'booking.message' || write.state === 'done') continue
    rows.push({
      id: write.id,
      from: 'pending',
      sender: 'This desk',
      fromLabel:
        write.state === 'failed'
          ? `Not sent: ${write.error?.message ?? 'the service refused it'}`
          : 'Waiting to be sent',
      when: formatInstantInZone(write.createdAt, format),
      at: write.createdAt,
      text: write.text,
      unread: false,
    })
  }
  return rows
}

/** "1,234 / 5,000" and whether the draft is over the limit. */
export function messageCounter(draft: string, locale: string): { text: string; over: boolean } {
  const length = draft.trim().length
  const number = new Intl.NumberFormat(locale)
  return { text: `${number.format(length)} / ${number.format(MESSAGE_MAX)}`, over: length > MESSAGE_MAX }
}

const TYPE_WORDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
}

type BookingDocument = BookingDocuments['documents'][number]

export interface DocumentRow {
  id: string
  name: string
  type: string
  when: string
  at: string
  downloaded: boolean
}

/** Newest first. */
export function documentRows(documents: readonly BookingDocument[], format: AgentFormat): DocumentRow[] {
  return [...documents]
    .sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt))
    .map((document) => ({
      id: document.id,
      name: document.fileName,
      type: TYPE_WORDS[document.fileType] ?? document.fileType,
      when: formatInstantInZone(document.uploadedAt, format),
      at: document.uploadedAt,
      downloaded: document.downloaded,
    }))
}

export interface TimelineRow {
  key: string
  who: string
  label: string
  when: string
  at: string
  desk: boolean
}

/** The merged history, newest first: a person, "System" for the service's own events, "This desk" for ours. */
export function timelineRows(entries: readonly BookingTimelineEntry[], format: AgentFormat): TimelineRow[] {
  return [...entries]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .map((entry, index) => ({
      key: `${entry.at}-${index}`,
      who: entry.actor?.trim() || (entry.source === 'desk' ? 'This desk' : 'System'),
      label: entry.label,
      when: formatInstantInZone(entry.at, format),
      at: entry.at,
      desk: entry.source === 'desk',
    }))
}
