/** Where rules report odd data they tolerate; injected so the rules stay pure and testable. */
export interface RuleLogger {
  warn(message: string, detail?: unknown): void;
}

/** Drops warnings; the default when a caller passes no logger. */
export const silentLogger: RuleLogger = { warn: () => undefined };
