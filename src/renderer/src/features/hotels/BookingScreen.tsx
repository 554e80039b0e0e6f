import { BookingFrame } from './BookingFrame'
import {
  BookingAnswerStep,
  BookingFormStep,
  BookingReviewStep,
  ChooseRoomsView,
  RepricingView,
} from './BookingSteps'
import { useBookingScreen } from './useBookingScreen'

/** /hotels/:hotelId/book: the view of the booking flow's current step (booking-flow.store.ts). */
export function BookingScreen() {
  const model = useBookingScreen()
  switch (model.view) {
    case 'answer':
      return <BookingAnswerStep step={model.step} />
    case 'repricing':
      return <RepricingView roomsPath={model.roomsPath} />
    case 'chooseRooms':
      return <ChooseRoomsView roomsPath={model.roomsPath} />
    case 'booking':
      return (
        <BookingFrame model={model}>
          {model.step.name === 'form' ? (
            <BookingFormStep model={model} />
          ) : (
            <BookingReviewStep model={model} step={model.step} />
          )}
        </BookingFrame>
      )
  }
}
