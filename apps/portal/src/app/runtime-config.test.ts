import type { BrandConfig } from '@portal/ui';
import type { BrandColors } from '@portal/ui/theme';
import { describe, expect, it } from 'vitest';
import { brandFromRuntime, parseRuntime, readRuntime } from './runtime-config';

// A fallback brand written here: importing @portal/ui's demo brand would load its styles, which need
// the vanilla-extract build step (the portal's unit tests run in plain Node).
const contact = (who: string) => ({
  phone: '(11) 4000-1234',
  email: `${who}@demo.com.br`,
  whatsappUrl: 'https://wa.me/5511940001234',
});
const demoBrand: BrandConfig = {
  id: 'demo',
  companyName: 'Construtora Demo',
  logo: { url: '/demo-logo.svg' },
  colors: { primary: '#0b5cad', surface: '#ffffff' } as unknown as BrandColors,
  contacts: { sales: contact('vendas'), customerRelations: contact('relacionamento') },
  links: {
    home: 'https://demo.com.br',
    about: 'https://demo.com.br/sobre',
    contact: 'https://demo.com.br/contato',
  },
  noReplyEmail: 'nao-responda@demo.com.br',
};
const secondBrand: BrandConfig = { ...demoBrand, id: 'second', companyName: 'Segunda Ltda' };

describe('parseRuntime', () => {
  it.each([
    ['nothing', null],
    ['an empty block', ''],
    ['broken JSON', '{"brand": '],
    ['JSON that is not an object', '[1, 2]'],
    ['a string', '"demo"'],
  ])('gives the fallback brand and no IP look-up for %s', (_case, json) => {
    expect(parseRuntime(json, demoBrand)).toEqual({ brand: demoBrand, ipLookupUrl: null });
  });

  it('takes the brand and an https IP look-up', () => {
    const json = JSON.stringify({
      brand: { companyName: 'Outra Construtora', noReplyEmail: 'nao-responda@outra.com.br' },
      ipLookupUrl: 'https://api.ipify.org?format=json',
    });
    const runtime = parseRuntime(json, demoBrand);
    expect(runtime.ipLookupUrl).toBe('https://api.ipify.org?format=json');
    expect(runtime.brand.companyName).toBe('Outra Construtora');
    expect(runtime.brand.noReplyEmail).toBe('nao-responda@outra.com.br');
    expect(runtime.brand.contacts).toEqual(demoBrand.contacts);
  });

  it.each(['http://api.ipify.org', 'javascript:alert(1)', 42])('refuses the IP look-up %s', (ipLookupUrl) => {
    expect(parseRuntime(JSON.stringify({ ipLookupUrl }), demoBrand).ipLookupUrl).toBeNull();
  });
});

describe('brandFromRuntime', () => {
  it('keeps the fallback for a value that is not an object', () => {
    expect(brandFromRuntime(null, demoBrand)).toBe(demoBrand);
    expect(brandFromRuntime(['x'], demoBrand)).toBe(demoBrand);
    expect(brandFromRuntime('demo', demoBrand)).toBe(demoBrand);
  });

  it('keeps the fallback field by field for missing, blank or mistyped values', () => {
    const brand = brandFromRuntime(
      {
        id: '',
        companyName: '   ',
        logoUrl: 7,
        colors: 'red',
        contacts: { sales: { phone: 123, email: 'vendas@outra.com.br' }, customerRelations: 'x' },
        links: { home: null, about: 'https://outra.com.br/sobre' },
        noReplyEmail: ['x'],
      },
      demoBrand,
    );
    expect(brand.id).toBe(demoBrand.id);
    expect(brand.companyName).toBe(demoBrand.companyName);
    expect(brand.logo).toBe(demoBrand.logo);
    expect(brand.colors).toBe(demoBrand.colors);
    expect(brand.contacts.sales).toEqual({ ...demoBrand.contacts.sales, email: 'vendas@outra.com.br' });
    expect(brand.contacts.customerRelations).toEqual(demoBrand.contacts.customerRelations);
    expect(brand.links).toEqual({ ...demoBrand.links, about: 'https://outra.com.br/sobre' });
    expect(brand.noReplyEmail).toBe(demoBrand.noReplyEmail);
    expect(brand.portalName).toBeUndefined();
  });

  it("takes the portal's name of a brand file, for the header and the tab title", () => {
    expect(brandFromRuntime({ portalName: 'Minha Aurora' }, demoBrand).portalName).toBe('Minha Aurora');
    expect(brandFromRuntime({ portalName: ' ' }, { ...demoBrand, portalName: 'Portal' }).portalName).toBe(
      'Portal',
    );
  });

  it('takes a logo URL and the colours it knows, ignoring unknown tokens', () => {
    const [token] = Object.keys(demoBrand.colors) as (keyof typeof demoBrand.colors)[];
    if (!token) throw new Error('the demo brand has no colours');
    const brand = brandFromRuntime(
      { logoUrl: '/brand/logo.svg', colors: { [token]: '#123456', notAToken: '#000000' } },
      secondBrand,
    );
    expect(brand.logo).toEqual({ url: '/brand/logo.svg' });
    expect(brand.colors[token]).toBe('#123456');
    expect(Object.keys(brand.colors).sort()).toEqual(Object.keys(secondBrand.colors).sort());
  });
});

describe('readRuntime', () => {
  it('reads the JSON block of the page, or falls back without one', () => {
    const page = (text: string | null) =>
      ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;
    expect(readRuntime(demoBrand, page(null)).brand).toBe(demoBrand);
    expect(readRuntime(demoBrand, page('{"brand":{"companyName":"X Ltda"}}')).brand.companyName).toBe(
      'X Ltda',
    );
  });
});
