export * from './proposal'
export * from './rules'
