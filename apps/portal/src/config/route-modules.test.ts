import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../app/router';
import { paths } from './paths';
import { routeModules } from './route-modules';

const routeFiles = readdirSync(new URL('../routes', import.meta.url)).filter((name) =>
  name.endsWith('.route.tsx'),
);

describe('the route table', () => {
  it('names a module for every path of the portal, once', () => {
    const tabled = routeModules.map((entry) => entry.path);
    expect([...tabled].sort()).toEqual(Object.values(paths).sort());
  });

  it('names only modules that exist, and every route module is drawn by some path', () => {
    const named = new Set(routeModules.map((entry) => `${entry.module}.route.tsx`));
    expect([...named].sort()).toEqual([...routeFiles].sort());
  });

  it('gives the router one page per path, shared by the paths of one module', () => {
    expect(portalRoutes.map((route) => route.path)).toEqual(routeModules.map((entry) => entry.path));
    const contacts = portalRoutes.find((route) => route.path === paths.contacts);
    const sendEmail = portalRoutes.find((route) => route.path === paths.sendEmail);
    expect(contacts?.Page).toBe(sendEmail?.Page);
    expect(contacts?.Page).not.toBe(portalRoutes[0]?.Page);
  });
});
