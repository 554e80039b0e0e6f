import { IconMap2 } from '@tabler/icons-react'
import { SectionPlaceholder } from '../../app/SectionPlaceholder'

export function ExperiencesScreen() {
  return (
    <SectionPlaceholder
      title="Experiences"
      icon={<IconMap2 size={28} />}
      description="Activities, transfers and programs, priced for the customer's party, will appear here."
    />
  )
}
