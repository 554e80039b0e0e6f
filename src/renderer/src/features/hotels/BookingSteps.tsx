import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { sellingLabel } from '../../ui/money/selling-words'
import { BackToRooms } from './BookingFrame'
import { BookingConfirmation } from './BookingConfirmation'
import { BookingFormFields } from './BookingFormFields'
import { BookingReview } from './BookingReview'
import type { BookingStep } from './booking-flow.store'
import type { BookingModel } from './useBookingScreen'
import { counted } from '../../../../shared/i18n'

/** Step "form": who travels and who books; "Review the booking" checks it all. */
export function BookingFormStep(props: { model: BookingModel }) {
  const { form, stay } = props.model
  const errorCount = Object.keys(form.errors).length
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.model.review()
      }}
    >
      <Stack gap="md">
        <BookingFormFields form={form} stay={stay} />
        <Group justify="flex-end">
          {errorCount > 0 && (
            <Text c={TEXT.danger} size="sm" role="alert">
              {counted('fieldsNeedAttention', errorCount)} attention before the booking can be checked.
            </Text>
          )}
          <Button type="submit" color={ACTION_COLOR}>
            Review the booking
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Steps "review" and "submitting": the mistake guard, the service's refusal, the confirm button. */
export function BookingReviewStep(props: {
  model: BookingModel
  step: Extract<BookingStep, { name: 'review' | 'submitting' }>
}) {
  const { model, step } = props
  // The confirm button's total is the customer's price: on the client screen too when a rule made it.
  const showsNet = useShowsNet()
  return (
    <BookingReview
      flags={model.flags}
      draft={model.form.getValues()}
      failure={step.name === 'review' ? step.failure : null}
      sending={step.name === 'submitting'}
      offline={model.offline}
      offlineReason={model.offlineReason}
      expired={model.expired}
      replacing={model.replacing}
      totalLabel={sellingLabel(model.selling, showsNet, model.format.locale)}
      selling={model.selling}
      locale={model.format.locale}
      money={model.money}
      sellChanged={model.sellChanged}
      onBack={model.edit}
      onConfirm={model.confirm}
      onAcceptNewPrice={model.acceptNewPrice}
      onSearchAgain={model.searchAgain}
    />
  )
}

/** Step "answer": the booking as the service made it. */
export function BookingAnswerStep(props: { step: Extract<BookingStep, { name: 'answer' }> }) {
  return (
    <Stack gap="md">
      <Title order={2}>{props.step.result.booking.hotel.name}</Title>
      <BookingConfirmation result={props.step.result} shownRate={props.step.shownRate} />
    </Stack>
  )
}

/** The same stay is being priced again (the hold ran out): the form comes back once it is. */
export function RepricingView(props: { roomsPath: string }) {
  return (
    <Stack gap="lg">
      <BackToRooms roomsPath={props.roomsPath} />
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Asking the service for these prices again…</Text>
      </Group>
    </Stack>
  )
}

/** Nothing to book yet: one choice per searched room first. */
export function ChooseRoomsView(props: { roomsPath: string }) {
  return (
    <Stack gap="lg">
      <BackToRooms roomsPath={props.roomsPath} />
      <Alert color="blue" title="Choose the rooms first">
        A booking is made from the rooms of a hotel, one choice per searched room. Go back to the rooms and
        pick them.
      </Alert>
    </Stack>
  )
}
