export * from './people'
