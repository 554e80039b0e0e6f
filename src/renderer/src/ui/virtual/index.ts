export { useDocumentTop } from './use-document-top'
export { ResultRows, VIRTUALIZE_ABOVE } from './VirtualList'
