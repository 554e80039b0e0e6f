export * from './people'
export * from './passport'
export * from './travel-fit'
export * from './customer-import'
