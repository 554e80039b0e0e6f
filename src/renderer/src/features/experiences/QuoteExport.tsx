import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconFileExport } from '@tabler/icons-react'
import { useState } from 'react'
import type { ExperienceOffer } from '../../../../shared/ipc/experiences.contract'
import type { PricedFor } from './detail-offer'
import { useQuoteExport, type QuoteOutcome } from './quote-export'
import { useExperienceSeller, useExtraSeller } from './use-experience-pricing'

type Format = 'pdf' | 'excel'

/**
 * "Export quote": the offer as a PDF or a spreadsheet for the customer (experiences.exportQuote), with the extras
 * ticked and the client's folder reference. Says what became of the file: saved where the agent chose, handed to
 * the browser as a download (with its link), or nothing when the save dialog was closed. A price no longer held
 * is never quoted: the service may ask more by now, so the agent prices it again first (the panel's "Price again").
 */
export function QuoteExport(props: {
  experienceId: string
  offer: ExperienceOffer
  pricedFor: PricedFor
  locale: string
  /** The offer's hold ran out: its price is not what the service asks any more. */
  expired: boolean
}) {
  const price = props.offer.price
  // The quote is the customer's document: it prints the agency's selling prices (the markup rules), never the net.
  const sell = useExperienceSeller()
  const sellExtra = useExtraSeller()
  // No rule prices this offer: there is no selling price, and a quote is never made at the net.
  const selling =
    price === null || sell(props.offer, props.pricedFor.party, price.price, price.currency).ruleId === null
      ? null
      : {
          amount: sell(props.offer, props.pricedFor.party, price.price, price.currency).sell,
          currency: price.currency,
          extras: Object.fromEntries(
            price.extras.map((extra) => [
              extra.id,
              sellExtra(props.offer, props.pricedFor.party, extra.price, extra.currency).sell,
            ]),
          ),
        }
  const [format, setFormat] = useState<Format>('pdf')
  const [extras, setExtras] = useState<string[]>([])
  const [reference, setReference] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<QuoteOutcome | null>(null)
  const exportQuote = useQuoteExport()
  if (price === null) return null
  const children = props.pricedFor.party.childrenBirthdates.length
  const adults = props.pricedFor.party.adults

  const run = async () => {
    if (props.expired || selling === null) return
    const quoted = price.extras.filter((extra) => extras.includes(extra.id))
    setBusy(true)
    setOutcome(null)
    setOutcome(
      await exportQuote({
        experienceId: props.experienceId,
        format,
        startAt: props.pricedFor.startAt,
        endAt: props.pricedFor.endAt,
        adults,
        children,
        price: selling.amount,
        currency: price.currency,
        extras: quoted.map((extra) => ({
          name: extra.name,
          adults,
          children,
          price: selling.extras[extra.id] ?? 0,
          currency: extra.currency,
        })),
        ...(reference.trim() === '' ? {} : { clientFolderReference: reference.trim() }),
        locale: props.locale,
        sellingPrice: {
          amount: selling.amount,
          currency: selling.currency,
          extras: quoted.map((extra) => selling.extras[extra.id] ?? 0),
        },
      }),
    )
    setBusy(false)
  }

  return (
    <Stack gap="xs" component="section" aria-label="Export quote">
      <Text fw={600} size="sm">
        Quote for the customer
      </Text>
      <SegmentedControl
        aria-label="Quote format"
        value={format}
        onChange={(value) => setFormat(value === 'excel' ? 'excel' : 'pdf')}
        data={[
          { value: 'pdf', label: 'PDF' },
          { value: 'excel', label: 'Spreadsheet' },
        ]}
      />
      {price.extras.length > 0 && (
        <Checkbox.Group label="Extras in the quote" value={extras} onChange={setExtras}>
          <Stack gap={4} mt={4}>
            {price.extras.map((extra) => (
              <Checkbox key={extra.id} value={extra.id} label={extra.name} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <TextInput
        label="Client folder reference"
        description="Optional, printed on the quote"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maxLength={100}
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
      />
      <Group>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} />}
          loading={busy}
          disabled={props.expired || selling === null}
          onClick={() => void run()}
        >
          Export quote
        </Button>
      </Group>
      {props.expired && (
        <Text size="sm" data-testid="quote-refused">
          The price is no longer held, so it cannot be quoted: price it again, then export the quote at the
          new price.
        </Text>
      )}
      {selling === null && (
        <Text size="sm" data-testid="quote-no-selling-price">
          A quote shows the customer&apos;s price, never the agency&apos;s net: no markup rule prices this
          offer yet (Settings, Pricing).
        </Text>
      )}
      {outcome !== null && (
        <Alert color={outcome.tone === 'ok' ? 'teal' : 'red'} role="status" data-testid="quote-outcome">
          {outcome.text}
          {outcome.tone === 'ok' && outcome.link !== null && (
            <>
              {' '}
              <Anchor href={outcome.link.url} download={outcome.link.fileName}>
                Download {outcome.link.fileName} again
              </Anchor>
            </>
          )}
        </Alert>
      )}
    </Stack>
  )
}
