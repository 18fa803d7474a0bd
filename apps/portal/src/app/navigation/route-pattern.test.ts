import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { routeModules } from '../../config/route-modules';
import { parseRoutePattern } from './route-pattern';

const match = (route: string, path: string) => matchRoute(parseRoutePattern, route, path);

describe('parseRoutePattern', () => {
  it('reads parameters, ignores case and a trailing slash, like wouter', () => {
    expect(match('/empreendimento/:enterpriseId/status', '/empreendimento/7/status')).toEqual([
      true,
      { 0: '7', enterpriseId: '7' },
    ]);
    expect(match('/financeiro/extrato', '/Financeiro/Extrato/')[0]).toBe(true);
    expect(match('/', '/')[0]).toBe(true);
  });

  it('does not match a longer or a shorter path', () => {
    expect(match('/financeiro', '/financeiro/extrato')[0]).toBe(false);
    expect(match('/empreendimento/:enterpriseId/status', '/empreendimento/status')[0]).toBe(false);
    expect(match('/', '/empreendimentos')[0]).toBe(false);
  });

  it('finds exactly one route for each path of the table', () => {
    for (const { path } of routeModules) {
      const concrete = path.replace(/:[^/]+/g, '12');
      expect(
        routeModules.filter((entry) => match(entry.path, concrete)[0]).map((entry) => entry.path),
      ).toEqual([path]);
    }
  });
});
