import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { formatIsoDate, type IsoDate } from '../../../../shared/domain/dates'
import {
  passportWarningForTrips,
  passportWarningText,
  type TravellerRecord,
} from '../../../../shared/domain/people'
import { NetOnly } from '../../ui/client-mode/client-mode'
import { useAgentFormat } from '../../ui/format'
import { peopleWriteSentence, useDeleteTraveller } from './customers-queries'
import { ForgetTravellerDialog } from './ForgetTraveller'
import { TravellerForm } from './TravellerForm'

const GENDER_WORDS = { male: 'Male', female: 'Female', non_binary: 'Non-binary' } as const

/**
 * A customer's travellers: profile at a glance, a passport warning where an upcoming trip ends after the passport
 * expires or within six months of it; add, edit, delete, forget (ForgetTraveller.tsx). Passport numbers are the agency's only (client mode).
 */
export function TravellersPanel(props: {
  customerId: string
  travellers: readonly TravellerRecord[]
  tripEnds: readonly IsoDate[]
  today: IsoDate
}) {
  const format = useAgentFormat()
  const [editing, setEditing] = useState<TravellerRecord | 'new' | null>(null)
  const [forgetting, setForgetting] = useState<TravellerRecord | null>(null)
  const remove = useDeleteTraveller()
  const [failure, setFailure] = useState<string | null>(null)
  const date = (value: string | null) => (value === null ? '–' : formatIsoDate(value, format.locale))

  const deleteTraveller = async (record: TravellerRecord) => {
    setFailure(null)
    try {
      await remove.mutateAsync({ id: record.id, expectedVersion: record.version })
    } catch (error) {
      setFailure(peopleWriteSentence(error, 'traveller'))
    }
  }

  return (
    <Stack gap="sm">
      {props.travellers.length === 0 ? (
        <Text size="sm">No travellers yet. Add the people this customer books for.</Text>
      ) : (
        <Table data-testid="customer-travellers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Gender</Table.Th>
              <Table.Th>Birthdate</Table.Th>
              <Table.Th>Nationality</Table.Th>
              <Table.Th>Passport</Table.Th>
              <Table.Th>Needs and preferences</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.travellers.map((record) => {
              const t = record.traveller
              const warning = passportWarningForTrips(t.passportExpiry, props.tripEnds, props.today)
              const name = `${t.firstName} ${t.lastName}`
              return (
                <Table.Tr key={record.id} data-traveller-id={record.id}>
                  <Table.Td fw={600}>{name}</Table.Td>
                  <Table.Td>{t.gender === null ? '–' : GENDER_WORDS[t.gender]}</Table.Td>
                  <Table.Td>{date(t.birthdate)}</Table.Td>
                  <Table.Td>{t.nationality ?? '–'}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <NetOnly fallback={t.passportNumber === '' ? '–' : 'On file'}>
                        <Text size="sm">{t.passportNumber || '–'}</Text>
                      </NetOnly>
                      {t.passportExpiry !== null && <Text size="xs">Expires {date(t.passportExpiry)}</Text>}
                      {warning !== null && (
                        <Badge
                          color="orange"
                          variant="light"
                          leftSection={<IconAlertTriangle size={12} aria-hidden />}
                          title={passportWarningText(warning)}
                          data-testid="passport-warning"
                        >
                          {warning.kind === 'expires_before_trip_end'
                            ? 'Expires before the trip ends'
                            : 'Expires within 6 months of the trip'}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[t.needs, t.preferences, t.loyaltyNumbers].filter(Boolean).join(' · ') || '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing(record)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void deleteTraveller(record)}
                        aria-label={`Delete ${name}`}
                      >
                        Delete
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setForgetting(record)}
                        aria-label={`Forget ${name}`}
                      >
                        Forget
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
      {failure !== null && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setEditing('new')}>
          Add traveller
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New traveller' : 'Traveller'}
        size="lg"
      >
        {editing !== null && (
          <TravellerForm
            customerId={props.customerId}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ForgetTravellerDialog
        customerId={props.customerId}
        traveller={forgetting}
        onClose={() => setForgetting(null)}
      />
    </Stack>
  )
}
