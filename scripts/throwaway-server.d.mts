/** A port nothing listens on now (asked of the OS). */
export function freePort(): string;

/** The environment of a throw-away server on 127.0.0.1 (empty means unset). */
export const THROWAWAY_SERVER_ENV: Readonly<Record<string, string>>;
