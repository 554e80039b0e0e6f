export * from '../minor-units'
export * from './rules'
export * from './apply'
export * from './sale'
