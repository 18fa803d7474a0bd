/*
 * Apart from paths.ts, which the login page's first script carries: only the enterprise list builds
 * this link (decision 038).
 */

/** `/empreendimento/{id}/status?name=…` (and `&creation=` for the admin, spec section 2). */
export function enterpriseStatusHref(enterprise: {
  id: number;
  name: string;
  creation?: string | null;
}): string {
  const query = new URLSearchParams({ name: enterprise.name });
  if (enterprise.creation) query.set('creation', enterprise.creation);
  return `/empreendimento/${enterprise.id}/status?${query.toString()}`;
}
