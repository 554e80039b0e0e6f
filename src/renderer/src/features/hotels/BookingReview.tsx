import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconRefresh, IconWifiOff } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { BookingDraft } from './booking-form'
import { SectionCard } from '../../ui/SectionCard'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import type { BookingErrorView } from './error-text'
import type { GuardFlag } from './mistake-guard'
import { counted } from '../../../../shared/i18n'
import type { SellingPrice as Price } from '../../../../shared/domain/markup'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { PriceChangeWords } from './PriceChangeWords'
import type { ChangedSale } from './room-selling'
import { useShortcutAction } from '../../ui/keys/shortcut-actions'

type PriceChange = Extract<BookingErrorView, { kind: 'price_changed' }>['change']

/**
 * The last step before the booking leaves: what the agent may regret (the mistake guard), the service's answer
 * when it refused, and the confirm button, disabled with the reason while it cannot work.
 */
export function BookingReview(props: {
  flags: readonly GuardFlag[]
  draft: BookingDraft
  failure: BookingErrorView | null
  sending: boolean
  offline: boolean
  offlineReason: string | null
  expired: boolean
  /** The booking this one replaces, if any. */
  replacing: string | null
  /** The selling price of the whole stay (the confirm button's total). */
  totalLabel: string
  selling?: Price
  locale?: string
  money(amount: number, currency?: string): string
  /** The changed total before and after, as the agency sells it (the alert speaks in selling prices). */
  sellChanged(change: PriceChange): ChangedSale
  onBack(): void
  onConfirm(): void
  onAcceptNewPrice(change: PriceChange): void
  onSearchAgain(): void
}) {
  const { flags, draft, failure, sending, offline, expired, money } = props
  // Ctrl+Enter ("book", shared/keys/shortcuts.ts) presses the confirm button, only while it shows and could be
  // pressed.
  const canConfirm =
    failure?.kind !== 'price_changed' && !sending && !offline && !expired && failure?.next !== 'wait'
  useShortcutAction('book', props.onConfirm, canConfirm)
  return (
    <SectionCard title="Check before confirming">
      {flags.length === 0 ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Nothing to flag" data-testid="guard">
          Free cancellation, a known board, no fees at the hotel, the searched party and instant confirmation.
        </Alert>
      ) : (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={counted('pointsToTell', flags.length)}
          data-testid="guard"
        >
          <List size="sm" spacing={4}>
            {flags.map((flag) => (
              <List.Item key={`${flag.kind}-${flag.text}`} data-flag={flag.kind}>
                {flag.text}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text size="sm">
        Customer: {draft.customer.firstName} {draft.customer.lastName} · {draft.customer.email} ·{' '}
        {counted(
          'travelersListed',
          draft.rooms.reduce((sum, travelers) => sum + travelers.length, 0),
        )}
      </Text>
      {props.selling !== undefined && (
        <Group justify="space-between" align="flex-start" data-testid="review-selling">
          <Text size="sm" fw={600}>
            Selling price, whole stay
          </Text>
          <SellingPrice price={props.selling} locale={props.locale ?? 'en'} size="lg" testId="review-sell" />
        </Group>
      )}
      {props.replacing !== null && (
        <Alert color="blue" variant="light" title="A replacement" data-testid="replacement-note">
          This booking replaces booking {props.replacing}, which ends once this one is made (the service marks
          it replaced, or Agency Desk cancels it).
        </Alert>
      )}

      {failure?.kind === 'price_changed' && (
        <Alert color="orange" title="The price changed" role="alert" data-testid="price-changed">
          <Stack gap="xs" align="flex-start">
            <span>{failure.sentence}</span>
            <PriceChangeWords
              change={failure.change}
              sale={props.sellChanged(failure.change)}
              locale={props.locale ?? 'en'}
              money={money}
            >
              {(newSale) => (
                <Group>
                  <Button
                    color={ACTION_COLOR}
                    loading={sending}
                    disabled={offline}
                    onClick={() => props.onAcceptNewPrice(failure.change)}
                  >
                    Accept {newSale} and book
                  </Button>
                  <Button variant="default" onClick={props.onBack}>
                    Go back
                  </Button>
                </Group>
              )}
            </PriceChangeWords>
          </Stack>
        </Alert>
      )}
      {failure?.kind === 'error' && (
        <Alert color="red" title="The booking was not made" role="alert" data-testid="booking-error">
          <Stack gap="xs" align="flex-start">
            <span>{failure.sentence}</span>
            {failure.next === 'search_again' && (
              <Button
                size="xs"
                color={ACTION_COLOR}
                leftSection={<IconRefresh size={14} />}
                onClick={props.onSearchAgain}
              >
                Search again
              </Button>
            )}
            {failure.next === 'choose_again' && (
              <Button size="xs" variant="light" onClick={props.onSearchAgain}>
                Choose another room
              </Button>
            )}
            {failure.next === 'edit_travelers' && (
              <Button size="xs" variant="light" onClick={props.onBack}>
                Correct the travelers
              </Button>
            )}
            {failure.next === 'wait' && (
              <Anchor component={Link} to="/bookings" c={TEXT.link}>
                Go to Bookings
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {offline && (
        <Alert color="red" variant="light" icon={<IconWifiOff size={18} />} data-testid="offline-reason">
          You are offline: booking needs the service.{' '}
          {props.offlineReason ?? 'Confirm again when the connection is back.'}
        </Alert>
      )}
      {expired && !offline && (
        <Text size="sm" c={TEXT.warning}>
          The prices are no longer held: search again before confirming.
        </Text>
      )}
      {failure?.kind !== 'price_changed' && (
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack} disabled={sending}>
            Back to the form
          </Button>
          <Button
            color={ACTION_COLOR}
            loading={sending}
            disabled={offline || expired || failure?.next === 'wait'}
            onClick={props.onConfirm}
            aria-keyshortcuts="Control+Enter"
          >
            Confirm booking · {props.totalLabel}
          </Button>
        </Group>
      )}
    </SectionCard>
  )
}
