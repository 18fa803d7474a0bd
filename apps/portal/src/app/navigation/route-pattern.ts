/**
 * A route pattern (`/empreendimento/:enterpriseId/status`) as wouter's matcher takes it: a regular
 * expression, case-insensitive, with an optional trailing `/`, and the names of its parameters — the
 * same reading as wouter's default parser, for matching outside React (the boot's page preload).
 */
export function parseRoutePattern(route: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const body = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(segment.slice(1));
      return '/([^/]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${body}/?$`, 'i'), keys };
}
