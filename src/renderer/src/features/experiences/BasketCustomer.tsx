import { SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { SectionCard } from '../../ui/SectionCard'
import type { BasketDraft } from './basket-draft'

/** Who the basket is booked for, and the agent's references (one for the whole basket). */
export function BasketCustomer(props: { form: UseFormReturnType<BasketDraft> }) {
  const field = (path: string) => props.form.getInputProps(path)
  return (
    <>
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
