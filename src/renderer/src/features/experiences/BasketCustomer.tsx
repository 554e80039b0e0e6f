import { SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { EXPERIENCE_TRAVELER_KINDS } from '../../../../shared/domain/travelers'
import { BookingPeople } from '../../ui/people/BookingPeople'
import { SectionCard } from '../../ui/SectionCard'
import type { BasketLine } from './basket.store'
import type { BasketDraft } from './basket-draft'

/**
 * Who the basket is booked for (chosen from the agency's customers, or typed), each experience's travellers chosen
 * from the customer's, and the agent's references (one for the whole basket).
 */
export function BasketCustomer(props: {
  form: UseFormReturnType<BasketDraft>
  lines: readonly BasketLine[]
}) {
  const { form, lines } = props
  const field = (path: string) => form.getInputProps(path)
  const draft = form.getValues()
  // Ages are judged on the first experience's day: the basket's experiences are usually days of one trip.
  const firstDay = lines[0]?.startAt.slice(0, 10)
  return (
    <>
      {firstDay !== undefined && (
        <BookingPeople
          checkIn={firstDay}
          searched={lines.map((line) => ({
            adults: line.party.adults,
            childrenBirthdates: line.party.childrenBirthdates,
          }))}
          rooms={draft.lines.map((line) => line.travelers)}
          kinds={EXPERIENCE_TRAVELER_KINDS}
          roomLabel={(at) => lines[at]?.offer.name ?? `experience ${at + 1}`}
          onCustomer={(customer, record) => {
            form.setFieldValue('customer', {
              firstName: customer.firstName,
              lastName: customer.lastName,
              email: customer.email,
              phone: customer.phoneNumber,
              company: customer.company,
              address: customer.address,
              zipCode: customer.zipCode,
              city: customer.city,
            })
            form.setFieldValue('customerId', record.id)
          }}
          onCustomerCleared={() => form.setFieldValue('customerId', '')}
          onRoom={(at, travelers) => form.setFieldValue(`lines.${at}.travelers`, travelers)}
        />
      )}
      <SectionCard title="Customer">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Customer first name" withAsterisk {...field('customer.firstName')} />
          <TextInput label="Customer last name" withAsterisk {...field('customer.lastName')} />
          <TextInput label="E-mail" type="email" withAsterisk {...field('customer.email')} />
          <TextInput label="Phone" type="tel" {...field('customer.phone')} />
          <TextInput label="Company" {...field('customer.company')} />
          <TextInput label="Address" {...field('customer.address')} />
          <TextInput label="Zip code" {...field('customer.zipCode')} />
          <TextInput label="City" {...field('customer.city')} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="References">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Your reference"
            description="The desk makes one when empty; each experience gets it with its position (/1, /2…)"
            {...field('reference')}
          />
          <TextInput label="Customer's internal reference" {...field('customerInternalReference')} />
        </SimpleGrid>
      </SectionCard>
    </>
  )
}
