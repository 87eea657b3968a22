// The sub-header's public face: the pages show it.
export { SubHeader } from './SubHeader';
