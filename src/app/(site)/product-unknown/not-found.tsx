export { default } from '../product/[id]/not-found'
