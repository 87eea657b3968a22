// The login feature's public face: what other features may use.
export * from './login-slice';
export { loginOpening } from './opening';
