// The first paint's copy of Redux Toolkit (lib/listener-middleware.ts) has the package's own types.
declare module '@owa/first-paint-toolkit' {
  export * from '@reduxjs/toolkit';
}
