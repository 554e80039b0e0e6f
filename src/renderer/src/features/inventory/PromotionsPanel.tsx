import { Alert, Button, Modal, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import type { ExperienceV3, PromotionV3 } from '../../../../shared/api/experiences-v3'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { WEEKDAY_NAMES } from '../../../../shared/domain/inventory'
import { formatMoney } from '../../../../shared/domain/money'
import { useAgentFormat } from '../../ui/format'
import { useInventoryRead } from './inventory-queries'

/** Promotions are set up by the platform: read-only, a list and each one's detail. */
export function PromotionsPanel(props: { experience: ExperienceV3 }) {
  const { experience } = props
  const format = useAgentFormat()
  const promotions = useInventoryRead('inventory.promotions', { experienceId: experience.id })
  const [shown, setShown] = useState<PromotionV3 | null>(null)
  const value = (promotion: PromotionV3) =>
    promotion.kind === 'percent'
      ? `${promotion.value}% off`
      : `${formatMoney(promotion.value, experience.currency, format.locale)} off the party’s price`
  const days = (promotion: PromotionV3) =>
    promotion.weekdays.length === 7 || promotion.weekdays.length === 0
      ? 'every day'
      : promotion.weekdays.map((day) => WEEKDAY_NAMES[day - 1]?.slice(0, 3)).join(', ')
  const period = (promotion: PromotionV3) =>
    `${formatIsoDate(promotion.startAt, format.locale)} – ${formatIsoDate(promotion.endAt, format.locale)}`

  return (
    <Stack gap="sm">
      <Text size="sm">Promotions are set up by the platform; they cannot be changed here.</Text>
      {promotions.error && <Alert color="red">{promotions.error}</Alert>}
      {promotions.data !== null && promotions.data.length === 0 && <Text size="sm">No promotion.</Text>}
      {promotions.data !== null && promotions.data.length > 0 && (
        <Table data-testid="promotions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Promotion</Table.Th>
              <Table.Th>Dates</Table.Th>
              <Table.Th>Discount</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {promotions.data.map((promotion) => (
              <Table.Tr key={promotion.id}>
                <Table.Td>{promotion.name}</Table.Td>
                <Table.Td>{period(promotion)}</Table.Td>
                <Table.Td>{value(promotion)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setShown(promotion)}
                    aria-label={`Details of ${promotion.name}`}
                  >
                    Details
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {shown && (
        <Modal
          closeButtonProps={{ 'aria-label': 'Close' }}
          opened
          onClose={() => setShown(null)}
          title={shown.name}
        >
          <Stack gap={4}>
            <Text size="sm">
              Valid {period(shown)} (both days included), on {days(shown)}.
            </Text>
            <Text size="sm">{value(shown)}, for the whole party.</Text>
            <Text size="sm">Set up by the platform: read-only.</Text>
          </Stack>
        </Modal>
      )}
    </Stack>
  )
}
