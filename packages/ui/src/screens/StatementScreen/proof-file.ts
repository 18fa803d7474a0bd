/** 1024 MB (product rule §4: the limit is enforced, not only displayed). */
export const MAX_PROOF_FILE_BYTES = 1024 * 1024 * 1024;
