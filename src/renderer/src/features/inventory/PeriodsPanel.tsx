import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import type { ExperienceV3, PeriodV3 } from '../../../../shared/api/experiences-v3'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { weekdaysLabel } from '../../../../shared/domain/inventory'
import { formatMoney } from '../../../../shared/domain/money'
import { ACTION_COLOR } from '../../ui/contrast'
import { periodStateView } from '../../ui/period-state'
import { useAgentFormat } from '../../ui/format'
import { PeriodCalendar } from './PeriodCalendar'
import { DeletePeriodDialog, StopSaleDialog } from './PeriodDialogs'
import { PeriodForm } from './PeriodForm'
import { useOffline } from './SupplierOnly'
import { useInventoryRead } from './inventory-queries'

/** "2–4", or "1" when both ends are the same. */
const range = (low: number, high: number) => (low === high ? String(low) : `${low}–${high}`)

type Dialog = { kind: 'edit' | 'stop' | 'delete'; period: PeriodV3 } | { kind: 'new' } | null

/** The periods of an experience: a month calendar and a table with every price band; edit, stop sale, delete. */
export function PeriodsPanel(props: { experience: ExperienceV3 }) {
  const { experience } = props
  const format = useAgentFormat()
  const offline = useOffline()
  const periods = useInventoryRead('inventory.periods', { experienceId: experience.id })
  const [dialog, setDialog] = useState<Dialog>(null)
  const [note, setNote] = useState<string | null>(null)
  const money = (amount: number) => formatMoney(amount, experience.currency, format.locale)
  const dates = (period: PeriodV3) =>
    `${formatIsoDate(period.startAt, format.locale)} – ${formatIsoDate(period.endAt, format.locale)}`
  // The write itself made the periods and the experience stale (inventory-queries.ts): only the note is ours.
  const changed = (text: string) => setNote(text)
  const list = periods.data ?? []

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">Prices are per person, in {experience.currency}.</Text>
        <Button
          leftSection={<IconPlus size={16} />}
          color={ACTION_COLOR}
          disabled={offline}
          onClick={() => setDialog({ kind: 'new' })}
        >
          Add a period
        </Button>
      </Group>
      {note && (
        <Alert
          color="teal"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNote(null)}
          data-testid="period-note"
        >
          {note}
        </Alert>
      )}
      {periods.error && (
        <Alert color="red" role="alert">
          {periods.error}
        </Alert>
      )}
      {periods.data !== null && list.length === 0 && (
        <Text size="sm">No period yet: add one to sell this experience.</Text>
      )}
      {list.length > 0 && (
        <Stack gap="lg">
          <Table striped data-testid="periods-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Runs on</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Allotment</Table.Th>
                <Table.Th>Adults by party size</Table.Th>
                <Table.Th>Children by age</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((period) => (
                <Table.Tr key={period.id} data-period-id={period.id} data-used={period.allotmentsUsed}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatIsoDate(period.startAt, format.locale)} –
                    <br />
                    {formatIsoDate(period.endAt, format.locale)}
                  </Table.Td>
                  <Table.Td>{weekdaysLabel(period.availableDays)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={periodStateView(period.state).color}
                      variant="light"
                      style={{ minWidth: 'max-content' }}
                    >
                      {periodStateView(period.state).label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {period.allotmentsUsed} used of {period.allotments ?? 'unlimited'}
                  </Table.Td>
                  <Table.Td>
                    {period.adultPrices.length === 0
                      ? period.price === null
                        ? 'None'
                        : money(period.price)
                      : period.adultPrices.map((band, index) => (
                          <div key={index}>
                            party of {range(band.minPax, band.maxPax)}: {money(band.price)}
                          </div>
                        ))}
                  </Table.Td>
                  <Table.Td>
                    {period.childPrices.length === 0
                      ? 'As adults'
                      : period.childPrices.map((band, index) => (
                          <div key={index}>
                            aged {range(band.minAge, band.maxAge)}: {money(band.price)}
                          </div>
                        ))}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        disabled={offline}
                        onClick={() => setDialog({ kind: 'edit', period })}
                        aria-label={`Edit ${dates(period)}`}
                      >
                        Edit
                      </Button>
                      {period.state !== 'stop_sale' && (
                        <Button
                          size="xs"
                          variant="default"
                          disabled={offline}
                          onClick={() => setDialog({ kind: 'stop', period })}
                          aria-label={`Stop sale ${dates(period)}`}
                        >
                          Stop sale
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        color="red.9"
                        disabled={offline}
                        onClick={() => setDialog({ kind: 'delete', period })}
                        aria-label={`Delete ${dates(period)}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PeriodCalendar periods={list} />
        </Stack>
      )}
      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <Modal
          closeButtonProps={{ 'aria-label': 'Close' }}
          opened
          size="xl"
          onClose={() => setDialog(null)}
          title={dialog.kind === 'new' ? 'New period' : 'Edit period'}
        >
          <PeriodForm
            experienceId={experience.id}
            currency={experience.currency}
            period={dialog.kind === 'edit' ? dialog.period : null}
            onDone={(saved) => {
              setDialog(null)
              if (saved) changed('The period was saved.')
            }}
          />
        </Modal>
      )}
      {dialog?.kind === 'stop' && (
        <StopSaleDialog
          experienceId={experience.id}
          period={dialog.period}
          dates={dates(dialog.period)}
          onClose={() => setDialog(null)}
          onChanged={changed}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePeriodDialog
          experienceId={experience.id}
          period={dialog.period}
          dates={dates(dialog.period)}
          onClose={() => setDialog(null)}
          onChanged={changed}
          onStopSale={() => setDialog({ kind: 'stop', period: dialog.period })}
        />
      )}
    </Stack>
  )
}
