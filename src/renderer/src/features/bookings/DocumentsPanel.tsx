import '@mantine/dropzone/styles.css'
import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconDeviceFloppy, IconExternalLink, IconFileUpload } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import { SectionCard } from '../../ui/SectionCard'
import { useDeskQuery } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'
import { useDocumentsStore } from './booking-documents.store'
import { documentRows } from './booking-panels-view'
import { PanelLoading } from './PanelLoading'

function UploadZone(props: { offline: boolean }) {
  const upload = useDocumentsStore((state) => state.upload)
  const attach = useDocumentsStore((state) => state.attach)
  const openRef = useRef<() => void>(null)
  if (upload !== null)
    return (
      <Stack gap={4} role="status" data-testid="upload-progress">
        <Text size="sm">
          {upload.phase === 'reading' ? 'Reading' : 'Sending'} {upload.fileName}…
        </Text>
        <Progress value={upload.percent} animated aria-label={`Attaching ${upload.fileName}`} />
      </Stack>
    )
  return (
    <Stack gap="xs">
      <Dropzone
        openRef={openRef}
        onDrop={(files) => {
          const file = files[0]
          if (file !== undefined) void attach(file)
        }}
        multiple={false}
        disabled={props.offline}
        activateOnClick={false}
        data-testid="upload-zone"
        p="md"
      >
        <Group gap="sm" justify="center" style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={24} aria-hidden />
          <Text size="sm">
            {props.offline
              ? 'Attaching a document needs the service: it cannot be reached now.'
              : 'Drop a PDF or an image here (at most 5 MB) to attach it to the booking.'}
          </Text>
        </Group>
      </Dropzone>
      <Group>
        <Button
          variant="default"
          leftSection={<IconFileUpload size={16} />}
          onClick={() => openRef.current?.()}
          disabled={props.offline}
        >
          Choose a file to attach
        </Button>
      </Group>
    </Stack>
  )
}

/** The booking's documents: saved or opened from here (offline too once on this computer), and new ones attached. */
export function DocumentsPanel(props: { bookingId: string; format: AgentFormat; offline: boolean }) {
  const { bookingId, format } = props
  const read = useDeskQuery('bookings.documents', { bookingId })
  const { busyId, notice, show, save, open } = useDocumentsStore()
  const shownId = useDocumentsStore((state) => state.bookingId)
  useEffect(() => show(bookingId), [bookingId, show])

  const list = read.data
  if (list === undefined || shownId !== bookingId)
    return (
      <PanelLoading
        what="the documents"
        failed={read.error !== null}
        error={
          read.error === null
            ? null
            : errorSentence(read.error, { fallback: 'The documents could not be loaded.' })
        }
      />
    )
  const rows = documentRows(list.documents, format)
  return (
    <SectionCard title="Documents" testId="documents">
      <Text size="xs" c="dimmed">
        Newest first · times in {format.timeZone}
        {list.source === 'cache'
          ? ' · offline copy: only documents on this computer can be saved or opened'
          : ''}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">No documents are attached to this booking.</Text>
      ) : (
        <Table withTableBorder layout="fixed" aria-label="Booking documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th w="14%">Type</Table.Th>
              <Table.Th w="22%">Added</Table.Th>
              <Table.Th w={230}>
                <span className="mantine-visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const unavailable = props.offline && !row.downloaded
              return (
                <Table.Tr key={row.id} data-testid="document" data-downloaded={row.downloaded}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                    {row.downloaded && (
                      <Badge ml="xs" size="sm" variant="light" color="gray" tt="none">
                        On this computer
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{row.type}</Table.Td>
                  <Table.Td>
                    <time dateTime={row.at}>{row.when}</time>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        color={ACTION_COLOR}
                        leftSection={<IconDeviceFloppy size={14} />}
                        loading={busyId === row.id}
                        disabled={unavailable}
                        onClick={() => void save(row.id)}
                        aria-label={`Save ${row.name}`}
                      >
                        Save
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconExternalLink size={14} />}
                        disabled={unavailable || busyId === row.id}
                        onClick={() => void open(row.id)}
                        aria-label={`Open ${row.name}`}
                      >
                        Open
                      </Button>
                    </Group>
                    {unavailable && (
                      <Text size="xs" c="dimmed">
                        Not on this computer yet
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
      {notice !== null && (
        <Text
          size="sm"
          c={notice.tone === 'error' ? TEXT.danger : undefined}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="documents-notice"
          style={{ overflowWrap: 'anywhere' }}
        >
          {notice.text}
        </Text>
      )}
      <UploadZone offline={props.offline} />
    </SectionCard>
  )
}
