import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconHourglass, IconSend } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import { SectionCard } from '../../ui/SectionCard'
import { messageDraftResolver } from './booking-forms.schema'
import { useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'
import { messagesKey, useMessagesStore, useMessageThread } from './booking-messages.store'
import { messageCounter, messageRows, type MessageRow } from './booking-panels-view'
import { PanelLoading } from './PanelLoading'

function MessageItem(props: { row: MessageRow }) {
  const { row } = props
  const mine = row.from !== 'supplier'
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      ml={mine ? 'xl' : 0}
      mr={mine ? 0 : 'xl'}
      bg={mine ? 'var(--mantine-color-default-hover)' : undefined}
      data-testid="message"
      data-from={row.from}
      data-unread={row.unread}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {row.sender}
          </Text>
          <Text size="xs" c={row.from === 'pending' ? TEXT.warning : 'dimmed'}>
            {row.fromLabel}
          </Text>
          {row.unread && (
            <Badge size="sm" color="blue.8" variant="filled">
              New
            </Badge>
          )}
          {row.from === 'pending' && <IconHourglass size={14} aria-hidden />}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={row.at}>{row.when}</time>
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.text}
      </Text>
    </Paper>
  )
}

/** The message thread with the hotel or supplier, and a composer; read when shown. */
export function MessagesPanel(props: {
  bookingId: string
  kind: 'hotel' | 'experience'
  format: AgentFormat
}) {
  const { bookingId, kind, format } = props
  const read = useMessageThread(bookingId)
  // Main's answer itself (the same read, shared): the effect below runs once per answer.
  const answered = useDeskQuery('bookings.messages', { bookingId }).data ?? null
  const send = useDeskMutation('bookings.sendMessage', {
    invalidates: (input) => [messagesKey(input.bookingId)],
  })
  const [queued, setQueued] = useState(false)
  const form = useForm({ initialValues: { message: '' }, validate: messageDraftResolver })
  // Shown is read: main keeps it, so the markers stay gone after a restart; this visit keeps them shown.
  const unread = answered?.unreadCount ?? 0
  useEffect(() => {
    if (answered === null) return
    useMessagesStore.getState().remember(bookingId, answered)
    if (unread > 0) void useMessagesStore.getState().markRead(bookingId)
  }, [bookingId, answered, unread])

  if (read.status !== 'ready')
    return (
      <PanelLoading
        what="the messages"
        failed={read.status === 'error'}
        error={read.status === 'error' ? read.error : null}
      />
    )
  const { thread } = read
  const rows = messageRows(thread.messages, thread.pendingWrites, kind, format)
  const counter = messageCounter(form.values.message, format.locale)
  const other = kind === 'hotel' ? 'the hotel' : 'the supplier'
  const onSubmit = form.onSubmit(async ({ message }) => {
    const result = await send.mutateAsync({ bookingId, message }).catch(() => null)
    if (result !== null) {
      form.reset()
      setQueued(result.outcome === 'queued')
    }
  })
  const sendError =
    send.error === null ? null : errorSentence(send.error, { fallback: 'The message could not be sent.' })

  return (
    <SectionCard title="Messages" testId="messages">
      <Text size="xs" c="dimmed">
        Oldest first · times in {format.timeZone}
        {thread.source === 'cache' ? ' · offline copy' : ''}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">No messages yet. Write to {other} below.</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} aria-label="Message thread">
          {rows.map((row) => (
            <MessageItem key={row.id} row={row} />
          ))}
        </Stack>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Write a message">
        <Stack gap="xs">
          <Textarea
            label={`Message to ${other}`}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('message')}
          />
          <Group justify="space-between">
            <Text
              size="xs"
              c={counter.over ? TEXT.danger : 'dimmed'}
              aria-live="polite"
              data-testid="message-counter"
            >
              {counter.text} characters
            </Text>
            <Button
              type="submit"
              color={ACTION_COLOR}
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
            >
              Send
            </Button>
          </Group>
          {queued && (
            <Text size="sm" c={TEXT.warning} data-testid="message-queued">
              The service cannot be reached: the message is queued and sent once it is back.
            </Text>
          )}
          {sendError !== null && (
            <Text size="sm" c={TEXT.danger} role="alert">
              The message was not sent: {sendError}
            </Text>
          )}
        </Stack>
      </form>
    </SectionCard>
  )
}
