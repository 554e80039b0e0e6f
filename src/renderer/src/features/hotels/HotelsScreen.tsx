import { IconBed } from '@tabler/icons-react'
import { SectionPlaceholder } from '../../app/SectionPlaceholder'

export function HotelsScreen() {
  return (
    <SectionPlaceholder
      title="Hotels"
      icon={<IconBed size={28} />}
      description="Hotel search, rates with their cancellation conditions, and booking will appear here."
    />
  )
}
