import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import type { ProgramDayV1 } from '../../../../shared/api/experiences-v1'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'
import { EXPERIENCE_TRAVELER_KINDS } from '../../../../shared/domain/travelers'
import { counted } from '../../../../shared/i18n'
import { TEXT } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format/agent-format'
import { TravelerFields } from '../../ui/travelers/TravelerFields'
import type { BasketLine } from './basket.store'
import { lineTotal, type BasketDraft, type LineDraft } from './basket-draft'
import { BasketHold } from './BasketHold'
import { joinPresent } from './experience-view'
import { ExtrasEditor } from './ExtrasEditor'
import { ProgramHotels } from './ProgramHotels'
import { SellingPrice } from '../../ui/money/SellingPrice'
import { useExperienceSeller } from './use-experience-pricing'

export function partyWords(party: { adults: number; childrenBirthdates: readonly string[] }): string {
  const children = party.childrenBirthdates.length
  return [counted('adult', party.adults), children > 0 ? counted('child', children) : null]
    .filter(Boolean)
    .join(', ')
}

export function datesWords(startAt: string, endAt: string, locale: string): string {
  const start = formatIsoDate(startAt, locale)
  return startAt === endAt ? start : `${start} to ${formatIsoDate(endAt, locale)}`
}

function ErrorText(props: { text: string | undefined }) {
  if (props.text === undefined) return null
  return (
    <Text size="sm" c={TEXT.danger} role="alert">
      {props.text}
    </Text>
  )
}

/** One experience of the basket: what was priced, its hold, and what its booking sends (travelers, extras, hotels). */
export function BasketLineCard(props: {
  form: UseFormReturnType<BasketDraft>
  line: BasketLine
  draft: LineDraft
  at: number
  days: readonly ProgramDayV1[] | null
  daysProblem: string | undefined
  bookError: string | undefined
  onRemove(): void
}) {
  const { form, line, draft, at } = props
  const format = useAgentFormat()
  const sell = useExperienceSeller()
  const showsNet = useShowsNet()
  const price = line.offer.price
  const errors = form.errors
  const program = line.offer.experienceType === 'Program'
  const name = line.offer.name
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name} data-testid="basket-line">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {name}
            </Title>
            <Text size="sm">
              {joinPresent([
                line.offer.experienceType,
                line.offer.inCity.title,
                datesWords(line.startAt, line.endAt, format.locale),
                partyWords(line.party),
              ])}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            {price === null ? (
              <Text fw={700} data-testid="line-total">
                No bookable price
              </Text>
            ) : (
              <SellingPrice
                price={sell(line.offer, line.party, lineTotal(line, draft), price.currency)}
                locale={format.locale}
                size="md"
                testId="line-total"
              />
            )}
            {draft.extras.length > 0 && price !== null && (
              <Text size="xs">
                {
                  // No rule: the figure is the net, never on the client screen.
                  showsNet || sell(line.offer, line.party, price.price, price.currency).ruleId !== null
                    ? formatMoney(
                        sell(line.offer, line.party, price.price, price.currency).sell,
                        price.currency,
                        format.locale,
                      )
                    : PRICE_ON_REQUEST
                }{' '}
                and extras (estimated)
              </Text>
            )}
            <BasketHold line={line} />
          </Stack>
        </Group>
        {price?.allotment === false && <Badge color="orange">On request: no spots held</Badge>}
        <ErrorText text={props.bookError} />
        <ErrorText text={errors[`lines.${at}`] as string | undefined} />

        <Title order={4} size="h5">
          Travelers
        </Title>
        <Text size="sm">
          The price is for {partyWords(line.party)}: list each of them (children with the birthdates priced,
          or birthdates giving the same ages on the start date).
        </Text>
        <ErrorText text={errors[`lines.${at}.travelers`] as string | undefined} />
        {draft.travelers.map((traveler, i) => (
          <TravelerFields
            key={traveler.key}
            legend={`${name}, traveler ${i + 1}`}
            kinds={EXPERIENCE_TRAVELER_KINDS}
            field={(field) => form.getInputProps(`lines.${at}.travelers.${i}.${field}`)}
            setNationality={(value) => form.setFieldValue(`lines.${at}.travelers.${i}.nationality`, value)}
            canRemove={false}
            onRemove={() => undefined}
          />
        ))}

        <Title order={4} size="h5">
          Extras
        </Title>
        <ExtrasEditor form={form} line={line} draft={draft} at={at} />

        {program && (
          <>
            <Title order={4} size="h5">
              Hotels of the program
            </Title>
            <ErrorText text={props.daysProblem} />
            <ProgramHotels form={form} at={at} hotels={draft.hotels} days={props.days} />
          </>
        )}
        <Textarea label="Note for this experience" rows={2} {...form.getInputProps(`lines.${at}.note`)} />
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={props.onRemove}
            aria-label={`Remove ${name} from the basket`}
          >
            Remove from the basket
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
