// The remote's real entry is remoteEntry.js (its exposed './entry'); this bundle only exists
// because rspack needs an entry point.
export {};
