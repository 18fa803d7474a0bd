import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_BRAND_FILE, exampleBrandCopy } from '../test/brand-fixtures';
import { configProblemOf } from '../test/config-problem';
import { DEMO_BRAND } from './brand';
import { loadConfig } from './env';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
// The smallest valid PNG header: signature, then the IHDR chunk's start (enough for the sniffing).
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** The ConfigError text of the example brand after `change`. */
function problemOf(
  change: (json: Record<string, unknown>) => void,
  prepare?: (folder: string) => void,
): string {
  const { file, folder } = exampleBrandCopy(change);
  prepare?.(folder);
  return configProblemOf({ BRAND_FILE: file });
}

describe('brand file (BRAND_FILE)', () => {
  it('reads the example brand: names, colours, contacts, and its SVG logo and favicon by content', () => {
    const { brand } = loadConfig(
      { BRAND_FILE: 'docs/brand.example.json' },
      join(EXAMPLE_BRAND_FILE, '..', '..'),
    );
    expect(brand).toMatchObject({
      companyName: 'Construtora Aurora Ltda',
      portalName: 'Minha Aurora',
      colors: { primary: '#9A3412', primaryText: '#FFFFFF' },
      supportEmail: 'atendimento@aurora.example.com.br',
      financeEmail: 'financeiro@aurora.example.com.br',
      noReplyEmail: 'nao-responda@aurora.example.com.br',
      senderName: 'Minha Aurora',
      sales: { whatsappUrl: 'https://wa.me/5541932007010' },
    });
    expect(brand.logo?.type).toBe('svg');
    expect(brand.logo?.contentType).toBe('image/svg+xml');
    expect(brand.logo?.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(brand.favicon?.type).toBe('svg');
  });

  it('wears the demo brand without the file outside production, and with DEMO_DATA=1 in production', () => {
    expect(loadConfig({}, '/').brand).toBe(DEMO_BRAND);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: '1' }, '/').brand).toBe(DEMO_BRAND);
  });

  it('refuses a production start without the file, asking for it', () => {
    expect(configProblemOf(PRODUCTION)).toContain(
      'BRAND_FILE: obrigatório em produção: o arquivo JSON com o nome, as cores, o logo e os contatos da empresa',
    );
  });

  it('names a file it cannot read, and a file that is not JSON', () => {
    expect(configProblemOf({ BRAND_FILE: '/nao/existe/brand.json' })).toContain(
      'BRAND_FILE: não foi possível ler /nao/existe/brand.json (ENOENT)',
    );
    const { file } = exampleBrandCopy();
    writeFileSync(file, '{ "companyName": ');
    expect(configProblemOf({ BRAND_FILE: file })).toMatch(/BRAND_FILE: .*brand\.json não é um JSON válido/);
  });

  it('gives one Portuguese line per problem, naming the field', () => {
    const message = problemOf((json) => {
      delete json.companyName;
      json.portalName = '   ';
      json.links = { home: 'http://aurora.example.com.br', about: 'https://a.example', contact: 'x' };
      json.sales = { phone: '(41) 1', email: 'vendas', whatsapp: 'https://example.com/41' };
      json.recipients = { support: 'atendimento@aurora.example.com.br' };
      json.sender = { name: 'Aurora <ti>', email: 'nao-responda@aurora.example.com.br' };
      json.slogan = 'Construindo sonhos';
    });
    const lines = message.split('\n').slice(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  BRAND_FILE: companyName: obrigatório (um texto)',
        '  BRAND_FILE: portalName: não pode ser vazio',
        '  BRAND_FILE: links.home: deve ser um endereço https://…',
        '  BRAND_FILE: links.contact: deve ser um endereço https://…',
        '  BRAND_FILE: sales.email: deve ser um endereço de e-mail',
        '  BRAND_FILE: sales.whatsapp: deve ser um link https://wa.me/55…',
        '  BRAND_FILE: recipients.finance: deve ser um endereço de e-mail',
        '  BRAND_FILE: sender.name: sem os caracteres < > " , ; @',
        '  BRAND_FILE: "slogan": campo desconhecido',
      ]),
    );
    expect(lines).toHaveLength(9);
    expect(message.split('\n')[0]).toBe('Configuração inválida:');
  });

  it('refuses a brand colour whose text contrast is under 4.5:1, with the ratio', () => {
    expect(problemOf((json) => (json.colors = { primary: '#4F9BE8', primaryText: '#FFFFFF' }))).toContain(
      'BRAND_FILE: colors.primary: contraste de 2,9:1 com colors.primaryText; o mínimo é 4,5:1 (WCAG AA)',
    );
    expect(problemOf((json) => (json.colors = { primary: '#F5C400', primaryText: '#000000' }))).toContain(
      'BRAND_FILE: colors.primary: contraste de 1,6:1 com o fundo branco',
    );
    const alsoMissing = problemOf((json) => {
      json.colors = { primary: '#4F9BE8', primaryText: '#FFFFFF' };
      delete json.phone;
    });
    expect(alsoMissing).toContain('BRAND_FILE: phone: obrigatório (um texto)');
    expect(alsoMissing).toContain('BRAND_FILE: colors.primary: contraste de 2,9:1 com colors.primaryText');
    expect(problemOf((json) => (json.colors = { primary: 'laranja', primaryText: '#FFF' }))).toContain(
      'BRAND_FILE: colors.primary: deve ser uma cor #RRGGBB (opaca)',
    );
  });

  it('refuses a PNG renamed .svg, a file that is no image, and a logo over 512 KB', () => {
    expect(
      problemOf(
        () => {},
        (folder) => writeFileSync(join(folder, 'brand-example', 'logo.svg'), PNG_BYTES),
      ),
    ).toContain('BRAND_FILE: logo: brand-example/logo.svg tem extensão .svg, mas o conteúdo é PNG');
    expect(
      problemOf(
        (json) => (json.favicon = 'brand-example/favicon.ico'),
        (folder) => writeFileSync(join(folder, 'brand-example', 'favicon.ico'), '<html>oi</html>'),
      ),
    ).toContain(
      'BRAND_FILE: favicon: brand-example/favicon.ico não é SVG, PNG nem ICO (o conteúdo do arquivo decide',
    );
    expect(
      problemOf(
        (json) => (json.logo = 'brand-example/big.png'),
        (folder) =>
          writeFileSync(
            join(folder, 'brand-example', 'big.png'),
            Buffer.concat([PNG_BYTES, Buffer.alloc(600 * 1024 - PNG_BYTES.length)]),
          ),
      ),
    ).toContain('BRAND_FILE: logo: brand-example/big.png tem 600 KB; o máximo é 512 KB');
  });

  it('accepts a PNG logo under any name that does not claim another type', () => {
    const { file, folder } = exampleBrandCopy((json) => (json.logo = 'brand-example/logo'));
    writeFileSync(join(folder, 'brand-example', 'logo'), PNG_BYTES);
    expect(loadConfig({ BRAND_FILE: file }, '/').brand.logo?.contentType).toBe('image/png');
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'contém <script>'],
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'contém atributos de evento'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>', 'aponta para'],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
      'HTML embutido',
    ],
    ['<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>', 'não é SVG nem PNG'],
  ])('refuses an SVG logo that could run or load something: %s', (svg, reason) => {
    const message = problemOf(
      () => {},
      (folder) => writeFileSync(join(folder, 'brand-example', 'logo.svg'), svg),
    );
    expect(message).toContain('BRAND_FILE: logo: brand-example/logo.svg');
    expect(message).toContain(reason);
  });
});
