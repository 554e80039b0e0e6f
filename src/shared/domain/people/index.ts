export * from './people'
export * from './customer-import'
