/**
 * Entries the enterprise card-image cache holds before it is emptied (spec sections 7 and 9, product
 * rules §9): the portal's SWR cache keeps at most this many card images (`useDefaultImages`, decision 069).
 */
export const CARD_IMAGE_CACHE_LIMIT = 40;
