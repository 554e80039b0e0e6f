import { Badge, Fieldset, Radio, Stack, Table, Text } from '@mantine/core'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { TEXT } from '../../ui/contrast'
import { SellingPrice } from '../../ui/money/SellingPrice'
import type { RateRow } from './rate-rows'

const TONE_COLOR: Record<RateRow['cancellationTone'], string | undefined> = {
  free: undefined,
  penalty: TEXT.warning,
  non_refundable: TEXT.danger,
  unknown: TEXT.warning,
  later: 'dimmed',
}

/**
 * One searched room's rates as rows to compare, one radio button each: a click anywhere on a row chooses it, and
 * the keyboard does as for any radio group (Tab into the group, arrows move the choice).
 */
export function RateRows(props: {
  /** "Room 1" */
  label: string
  /** The party of that room, e.g. "2 adults". */
  party: string
  rows: RateRow[]
  /** Formats the net and margin of a priced row. */
  locale?: string
  picked: string | null
  /** Why there is nothing to choose yet, when so. */
  waiting: string | null
  onPick(key: string): void
}) {
  const name = `rate-${props.label.replace(/\s+/g, '-').toLowerCase()}`
  const showsNet = useShowsNet()
  return (
    <Fieldset
      legend={
        <Text component="span" fw={600} size="sm">
          {props.label} · {props.party}
        </Text>
      }
      variant="unstyled"
      data-testid={`rate-rows-${props.label.replace(/\D/g, '')}`}
    >
      {props.waiting !== null ? (
        <Text size="sm" c="dimmed">
          {props.waiting}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860} type="native">
          <Table
            verticalSpacing={6}
            horizontalSpacing="sm"
            highlightOnHover
            aria-label={`${props.label} rates`}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>
                  <span className="mantine-visually-hidden">Choose</span>
                </Table.Th>
                <Table.Th>Room and rate</Table.Th>
                <Table.Th>Board</Table.Th>
                <Table.Th>Cancellation</Table.Th>
                {showsNet && <Table.Th>Supplier</Table.Th>}
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th>Promotion</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => {
                const checked = row.key === props.picked
                return (
                  <Table.Tr
                    key={row.key}
                    onClick={() => props.onPick(row.key)}
                    // Enter on the focused row (its radio) chooses the rate: the "choose a rate" shortcut.
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return
                      event.preventDefault()
                      props.onPick(row.key)
                    }}
                    bg={checked ? 'var(--mantine-color-teal-light)' : undefined}
                    style={{ cursor: 'pointer' }}
                    data-testid="rate-row"
                    data-checked={checked || undefined}
                  >
                    <Table.Td>
                      <Radio
                        name={name}
                        value={row.key}
                        checked={checked}
                        onChange={() => props.onPick(row.key)}
                        // The row's click chooses too: without this the radio's own click would choose twice.
                        onClick={(event) => event.stopPropagation()}
                        aria-label={row.summary}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {row.room}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.rate}
                        </Text>
                        {row.onRequest && (
                          <Badge size="xs" color="orange" variant="light" w="fit-content">
                            on request
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.board}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={TONE_COLOR[row.cancellationTone]}>
                        {row.cancellation}
                      </Text>
                    </Table.Td>
                    {showsNet && (
                      <Table.Td>
                        <Text size="sm">{row.supplier}</Text>
                      </Table.Td>
                    )}
                    <Table.Td ta="right">
                      {row.priceWithoutPromo !== null && (
                        <Text size="xs" c="dimmed" td="line-through">
                          {row.priceWithoutPromo}
                        </Text>
                      )}
                      {row.selling === null ? (
                        <Text size="sm" fw={700} data-testid="rate-row-price">
                          {row.price}
                        </Text>
                      ) : (
                        <SellingPrice
                          price={row.selling}
                          locale={props.locale ?? 'en'}
                          testId="rate-row-price"
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c={row.promotion === null ? 'dimmed' : TEXT.promo}>
                        {row.promotion ?? '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Fieldset>
  )
}
