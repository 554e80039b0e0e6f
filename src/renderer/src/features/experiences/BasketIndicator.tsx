import { Badge, Button } from '@mantine/core'
import { IconBasket } from '@tabler/icons-react'
import { Link } from 'react-router'
import { counted } from '../../../../shared/i18n'
import { useBasketStore } from './basket.store'

/** The basket in the Experiences header: how many experiences it holds, and the way to it. */
export function BasketIndicator() {
  const count = useBasketStore((state) => state.lines.length)
  return (
    <Button
      component={Link}
      to="/experiences/basket"
      variant="default"
      leftSection={<IconBasket size={16} aria-hidden />}
      rightSection={
        <Badge
          size="sm"
          circle={count < 10}
          variant={count > 0 ? 'filled' : 'light'}
          color={count > 0 ? 'teal.9' : 'gray'}
          data-testid="basket-count"
        >
          {count}
        </Badge>
      }
      aria-label={`Basket: ${counted('experience', count)}`}
    >
      Basket
    </Button>
  )
}
