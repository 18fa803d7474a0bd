/** @portal/api — public API; see the package README. */
export {};
