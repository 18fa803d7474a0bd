/** @portal/ui — public API; see the package README. */
export {};
