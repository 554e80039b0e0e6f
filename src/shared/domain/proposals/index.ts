export * from './proposal'
