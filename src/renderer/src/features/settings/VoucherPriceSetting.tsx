import { Switch } from '@mantine/core'
import { useState } from 'react'
import { useSettingsStore } from '../../stores/settings.store'

/**
 * Settings → Agency: whether vouchers print the booking's selling price. Off by default: a voucher is the
 * customer's document and prints no price at all; the net (the agency's cost) is never printed. Saved at once.
 */
export function VoucherPriceSetting() {
  const choice = useSettingsStore((state) => state.settings?.voucherPrices ?? null)
  const update = useSettingsStore((state) => state.update)
  const [error, setError] = useState<string | null>(null)
  if (choice === null) return null
  return (
    <Switch
      label="Print the selling price on vouchers"
      description="Off: vouchers show no price. On: the booking's selling price, where it has one. Never the net."
      checked={choice === 'selling'}
      error={error}
      onChange={(event) => {
        const voucherPrices = event.currentTarget.checked ? 'selling' : 'none'
        void update({ voucherPrices }).then((errors) =>
          setError(Object.keys(errors).length === 0 ? null : 'Not saved: try again.'),
        )
      }}
    />
  )
}
