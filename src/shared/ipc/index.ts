export * from './contract'
export * from './errors'
export * from './settings'
export * from './desk-bridge'
