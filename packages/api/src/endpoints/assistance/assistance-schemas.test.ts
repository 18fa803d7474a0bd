import { describe, expect, it } from 'vitest';
import { parseEndpointInput } from '../../validate';
import { assistanceMessageEndpoint, createAssistanceEndpoint, rateAssistanceEndpoint } from './assistance';
import { assistanceQueueEndpoint } from './assistance-queue';
import { assistanceStatusEndpoint } from './assistance-staff';

const issuesOf = (result: ReturnType<typeof parseEndpointInput>) => (result.success ? [] : result.issues);

// The client checks a body before sending it, with the same Portuguese texts the server answers.
describe("the 'Assistência técnica' contract (product rule §9)", () => {
  const request = {
    unit_id: '7',
    system: 'waterproofing',
    location: 'Banheiro',
    description: 'Infiltração no teto do banheiro.',
    preferred_period: 'morning',
  };

  it('accepts a request without photos, its fields trimmed and its unit read from text', () => {
    const parsed = parseEndpointInput(createAssistanceEndpoint, {
      body: { ...request, location: '  Banheiro ' },
    });
    expect(parsed.success && parsed.data.body).toEqual({ ...request, unit_id: 7 });
  });

  it('refuses bad fields with the Portuguese texts', () => {
    expect(
      issuesOf(
        parseEndpointInput(createAssistanceEndpoint, {
          body: {
            ...request,
            location: undefined,
            description: 'curta',
            system: 'Sala de estar',
            preferred_period: '',
          },
        }),
      ),
    ).toEqual([
      { path: 'body.system', message: 'Escolha um dos sistemas da lista.' },
      { path: 'body.location', message: 'Informe onde fica o problema na unidade (de 2 a 120 caracteres).' },
      { path: 'body.description', message: 'Descreva o problema com 10 a 4000 caracteres.' },
      { path: 'body.preferred_period', message: 'Escolha o período de preferência para a visita.' },
    ]);
    const photos = Array.from({ length: 11 }, () => new File([new Uint8Array(4)], 'a.jpg'));
    expect(
      issuesOf(parseEndpointInput(createAssistanceEndpoint, { body: { ...request, files: photos } })),
    ).toEqual([{ path: 'body.files', message: 'Envie no máximo 10 fotos por vez.' }]);
  });

  it('bounds a message, a rating and a status change', () => {
    expect(
      issuesOf(parseEndpointInput(assistanceMessageEndpoint, { params: { id: '1' }, body: { text: '   ' } })),
    ).toEqual([{ path: 'body.text', message: 'Escreva uma mensagem de até 4000 caracteres.' }]);
    expect(
      issuesOf(parseEndpointInput(rateAssistanceEndpoint, { params: { id: '1' }, body: { score: 0 } })),
    ).toEqual([{ path: 'body.score', message: 'Escolha uma nota de 1 a 5.' }]);
    expect(
      issuesOf(
        parseEndpointInput(assistanceStatusEndpoint, {
          params: { id: '1' },
          body: { status: 'closed', visit_start: '8h' },
        }),
      ),
    ).toEqual([
      { path: 'body.status', message: 'Escolha uma situação válida.' },
      {
        path: 'body.visit_start',
        message: 'Informe o horário da visita entre 06:00 e 22:00, com o início antes do fim.',
      },
    ]);
  });

  it('reads the queue filters from the address', () => {
    const parsed = parseEndpointInput(assistanceQueueEndpoint, {
      query: { status: 'open', enterprise_id: '3', min_age_days: '7' },
    });
    expect(parsed.success && parsed.data.query).toEqual({
      status: 'open',
      enterprise_id: 3,
      min_age_days: 7,
      limit: 100,
      offset: 0,
    });
  });
});
