export { useDocumentTop } from './use-document-top'
