import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { SharingAddress, SharingStatus } from '../../../../../shared/ipc/sharing.contract'
import { TEXT } from '../../../ui/contrast'
import { errorSentence } from '../../../ui/errors'
import { ReplacedChangesList } from '../../../ui/sharing/ReplacedChanges'
import { keepSharingStatus, useSharingStatus } from '../../../ui/sharing/sharing-status.store'
import { statusSentence } from '../../../ui/sharing/sharing-words'
import { useSettingsStore } from '../../../stores/settings.store'
import { SharingAddressForm } from './SharingAddressForm'
import { formatInstantInZone } from '../../../../../shared/domain/dates'
import { useAgentFormat } from '../../../ui/format/agent-format'
import { disconnectSharing, shareNow } from './sharing.store'

/** The search the header's status opens Settings with, to bring this section into view. */
export const AGENCY_DATA_SECTION = 'agency-data'

const addressWords = (address: SharingAddress): string =>
  `${address.user} on ${address.host}:${address.port}, database ${address.database} (TLS ${address.tls})`

/**
 * Settings -> Agency data (issue 33): sharing the agency's records with its other desks through the agency's
 * PostgreSQL. Off, it offers the address form; on, the status, "Share now", "Stop sharing" and the replaced changes.
 */
export function AgencyDataSection() {
  const status = useSharingStatus()
  const ref = useRef<HTMLDivElement>(null)
  const { search } = useLocation()
  const asked = new URLSearchParams(search).get('section') === AGENCY_DATA_SECTION
  useEffect(() => {
    // happy-dom and old engines have no scrollIntoView: the section is still there, only not scrolled to.
    if (asked) ref.current?.scrollIntoView?.({ block: 'start' })
  }, [asked])

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="agency-data-title"
      ref={ref}
      data-testid="agency-data-section"
    >
      <Stack gap={2}>
        <Title order={3} size="h4" id="agency-data-title">
          Agency data
        </Title>
        <Text size="sm" c="dimmed">
          Several desks of one agency share customers, notes, proposals and markup rules through the
          agency&apos;s PostgreSQL; this desk keeps working when it is unreachable.
        </Text>
      </Stack>
      {status.data === undefined ? (
        <Text
          size="sm"
          c={status.error === null ? 'dimmed' : TEXT.danger}
          role={status.error === null ? undefined : 'alert'}
        >
          {status.error === null
            ? 'Reading the sharing status…'
            : errorSentence(status.error, { fallback: 'The sharing status could not be read.' })}
        </Text>
      ) : (
        <SharingBody status={status.data} />
      )}
    </Stack>
  )
}

function SharingBody(props: { status: SharingStatus }) {
  const { status } = props
  const client = useQueryClient()
  const me = useSettingsStore((state) => state.settings?.agency.agentName ?? null)
  const [editing, setEditing] = useState(false)
  const keep = (next: SharingStatus): void => keepSharingStatus(client, next)

  if (status.state === 'off' || status.address === null) {
    return (
      <>
        <Text size="sm">Not shared: this desk keeps the agency&apos;s records on its own.</Text>
        <SharingAddressForm kept={null} onConnected={keep} />
      </>
    )
  }
  if (editing) {
    return (
      <SharingAddressForm
        kept={status.address}
        onConnected={(next) => {
          keep(next)
          setEditing(false)
        }}
        onCancel={() => setEditing(false)}
      />
    )
  }
  return (
    <>
      <SharedState
        status={status}
        address={status.address}
        onStatus={keep}
        onChangeAddress={() => setEditing(true)}
      />
      <ReplacedChangesList me={me === '' ? null : me} />
    </>
  )
}

function SharedState(props: {
  status: SharingStatus
  address: SharingAddress
  onStatus: (status: SharingStatus) => void
  onChangeAddress: () => void
}) {
  const { status, address } = props
  const [busy, setBusy] = useState<'share' | 'stop' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const format = useAgentFormat()

  const act = async (kind: 'share' | 'stop'): Promise<void> => {
    setBusy(kind)
    setError(null)
    try {
      props.onStatus(await (kind === 'share' ? shareNow() : disconnectSharing()))
      if (kind === 'stop') setConfirming(false)
    } catch (failure) {
      setError(
        errorSentence(failure, {
          fallback: kind === 'share' ? 'Sharing could not run now.' : 'Sharing could not be stopped.',
        }),
      )
    } finally {
      setBusy(null)
    }
  }

  const last =
    status.lastSharedAt === null
      ? 'Nothing shared yet.'
      : `Last shared ${formatInstantInZone(status.lastSharedAt, format)}.`

  return (
    <Stack gap="sm">
      <Alert
        color={status.state === 'shared' ? 'teal' : status.state === 'waiting' ? 'orange' : 'red'}
        variant="light"
        title={statusSentence(status)}
        data-testid="sharing-state"
        data-state={status.state}
      >
        <Stack gap={2}>
          <Text size="sm">{last}</Text>
          <Text size="sm">With {addressWords(address)}.</Text>
          {status.state === 'failed' && (
            <Text size="sm">
              Changes made here wait on this desk and are shared once the database answers again.
            </Text>
          )}
        </Stack>
      </Alert>
      {error !== null && (
        <Text size="sm" c={TEXT.danger} role="alert">
          {error}
        </Text>
      )}
      <Group gap="sm">
        <Button
          color="teal.9"
          loading={busy === 'share'}
          disabled={busy === 'stop'}
          onClick={() => void act('share')}
        >
          Share now
        </Button>
        <Button variant="default" disabled={busy !== null} onClick={props.onChangeAddress}>
          Change the address
        </Button>
        <Button variant="default" disabled={busy !== null} onClick={() => setConfirming(true)}>
          Stop sharing
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Stop sharing?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            This desk forgets the database&apos;s address and password. Its records stay on this desk as they
            are, and the other desks keep theirs; changes made here from now on are not shared.
          </Text>
          {status.pending > 0 && (
            <Text size="sm" c={TEXT.warning}>
              {statusSentence({ ...status, state: 'waiting' })} They stay on this desk only.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep sharing
            </Button>
            <Button color="red.9" loading={busy === 'stop'} onClick={() => void act('stop')}>
              Stop sharing
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
