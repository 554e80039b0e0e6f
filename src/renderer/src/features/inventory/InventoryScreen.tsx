import { IconBuildingWarehouse } from '@tabler/icons-react'
import { SectionPlaceholder } from '../../app/SectionPlaceholder'

export function InventoryScreen() {
  return (
    <SectionPlaceholder
      title="Inventory"
      icon={<IconBuildingWarehouse size={28} />}
      description="Supplier organizations will manage their experiences, periods, program days and images here."
    />
  )
}
