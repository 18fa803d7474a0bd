import { DEFAULT_WARRANTY_TABLE } from '@portal/domain';
import type {
  AssistanceDetailView,
  AssistanceQueueRow,
  AssistanceStatusCounts,
  AssistanceSummaryView,
  DeliveredUnitView,
  StaffAssistanceDetailView,
  WarrantySystemOption,
} from './assistance-types';

/** A small grey square as a data URL: stories render photos without a server. */
const photo = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${hue} 30% 70%)"/></svg>`,
  )}`;

/** The default warranty table as the form offers it. */
export const assistanceSystems: readonly WarrantySystemOption[] = DEFAULT_WARRANTY_TABLE.map(
  ({ key, label }) => ({
    key,
    label,
  }),
);

/** Two delivered units: one handed over recently (all within warranty), one years ago (some out). */
export const deliveredUnits: readonly DeliveredUnitView[] = [
  {
    id: 11,
    name: 'Apto 1203 — Torre B',
    enterprise_name: 'Residencial Jardim das Acácias',
    handover_date: '2025-03-14',
    warranty: [
      { system: 'structure', within: true, until: '2030-03-14' },
      { system: 'waterproofing', within: true, until: '2030-03-14' },
      { system: 'electrical', within: true, until: '2028-03-14' },
      { system: 'plumbing', within: true, until: '2028-03-14' },
      { system: 'coatings', within: true, until: '2027-03-14' },
      { system: 'frames', within: false, until: '2026-03-14' },
      { system: 'paint', within: false, until: '2026-03-14' },
      { system: 'fixtures', within: false, until: '2026-03-14' },
      { system: 'visible_defects', within: false, until: '2025-06-12' },
    ],
  },
  {
    id: 12,
    name: 'Sala 305',
    enterprise_name: 'Edifício Comercial Paulista Office',
    handover_date: '2026-09-01',
    warranty: assistanceSystems.map(({ key }) => ({
      system: key,
      within: true,
      until: key === 'visible_defects' ? '2026-11-30' : '2027-09-01',
    })),
  },
];

const base: AssistanceSummaryView = {
  id: 123,
  number: 'AT-000123',
  unit_name: 'Apto 1203 — Torre B',
  enterprise_name: 'Residencial Jardim das Acácias',
  system_label: 'Impermeabilização',
  location: 'Banheiro da suíte, parede do box',
  status: 'visit_scheduled',
  within_warranty: true,
  warranty_until: '2030-03-14',
  visit: { date: '2026-12-03', start: '08:00', end: '12:00' },
  rating: null,
  created_at: '2026-11-20T13:05:00Z',
  updated_at: '2026-11-24T17:40:00Z',
};

/** The customer's requests, newest first, one of each kind of status. */
export const assistanceSummaries: readonly AssistanceSummaryView[] = [
  base,
  {
    ...base,
    id: 131,
    number: 'AT-000131',
    system_label: 'Pintura',
    location: 'Sala de estar',
    status: 'open',
    within_warranty: false,
    warranty_until: '2026-03-14',
    visit: null,
    created_at: '2026-11-26T10:12:00Z',
    updated_at: '2026-11-26T10:12:00Z',
  },
  {
    ...base,
    id: 98,
    number: 'AT-000098',
    system_label: 'Instalações hidráulicas e de gás',
    location: 'Cozinha, sob a pia',
    status: 'done',
    rating: { score: 5, comment: 'Resolvido em um dia.', created_at: '2026-10-02T12:00:00Z' },
    created_at: '2026-09-10T12:00:00Z',
    updated_at: '2026-10-02T12:00:00Z',
  },
  {
    ...base,
    id: 87,
    number: 'AT-000087',
    system_label: 'Revestimentos de paredes, pisos e tetos',
    location: 'Varanda',
    status: 'rejected',
    visit: null,
    created_at: '2026-08-01T12:00:00Z',
    updated_at: '2026-08-05T12:00:00Z',
  },
];

/** A request opened by its customer: two photos, the history so far and a conversation both ways. */
export const assistanceDetail: AssistanceDetailView = {
  ...base,
  description:
    'Há duas semanas apareceu uma mancha de umidade na parede do box, que aumenta depois de cada banho. O rejunte perto do ralo está escurecido.',
  preferred_period: 'morning',
  photos: [
    { id: 1, url: photo(200) },
    { id: 2, url: photo(30) },
  ],
  history: [
    {
      id: 1,
      kind: 'created',
      status: 'open',
      reason: null,
      visit: null,
      note: null,
      actor: { role: 'customer', name: 'Ana Souza' },
      created_at: '2026-11-20T13:05:00Z',
    },
    {
      id: 2,
      kind: 'status',
      status: 'analysis',
      reason: null,
      visit: null,
      note: null,
      actor: { role: 'staff', name: 'Carlos Pereira' },
      created_at: '2026-11-21T11:00:00Z',
    },
    {
      id: 3,
      kind: 'status',
      status: 'visit_scheduled',
      reason: null,
      visit: { date: '2026-12-03', start: '08:00', end: '12:00' },
      note: 'O técnico vai testar a impermeabilização do box.',
      actor: { role: 'staff', name: 'Carlos Pereira' },
      created_at: '2026-11-24T17:40:00Z',
    },
  ],
  messages: [
    {
      id: 1,
      author: { role: 'staff', name: 'Carlos Pereira' },
      text: 'Olá, Ana. A mancha aparece também na parede do lado de fora do banheiro?',
      photos: [],
      created_at: '2026-11-21T11:05:00Z',
    },
    {
      id: 2,
      author: { role: 'customer', name: 'Ana Souza' },
      text: 'Aparece sim, no corredor. Mando a foto.',
      photos: [{ id: 3, url: photo(120) }],
      created_at: '2026-11-21T18:30:00Z',
    },
  ],
  can_rate: false,
};

/** The same request concluded, waiting for the customer's rating. */
export const concludedDetail: AssistanceDetailView = {
  ...assistanceDetail,
  status: 'done',
  can_rate: true,
  history: [
    ...assistanceDetail.history,
    {
      id: 4,
      kind: 'status',
      status: 'done',
      reason: null,
      visit: null,
      note: 'Rejunte refeito e box impermeabilizado.',
      actor: { role: 'staff', name: 'Carlos Pereira' },
      created_at: '2026-12-03T15:00:00Z',
    },
  ],
};

/** Concluded and rated. */
export const ratedDetail: AssistanceDetailView = {
  ...concludedDetail,
  can_rate: false,
  rating: { score: 4, comment: 'Equipe pontual.', created_at: '2026-12-04T12:00:00Z' },
  history: [
    ...concludedDetail.history,
    {
      id: 5,
      kind: 'rated',
      status: 'done',
      reason: null,
      visit: null,
      note: 'Equipe pontual.',
      actor: { role: 'customer', name: 'Ana Souza' },
      created_at: '2026-12-04T12:00:00Z',
    },
  ],
};

/** Refused, with the reason. */
export const rejectedDetail: AssistanceDetailView = {
  ...assistanceDetail,
  status: 'rejected',
  visit: null,
  history: [
    ...assistanceDetail.history.slice(0, 2),
    {
      id: 6,
      kind: 'status',
      status: 'rejected',
      reason: 'Dano causado por furação na parede, fora do uso previsto no manual do proprietário.',
      visit: null,
      note: null,
      actor: { role: 'staff', name: 'Carlos Pereira' },
      created_at: '2026-11-22T12:00:00Z',
    },
  ],
};

/** The same request as the staff open it. */
export const staffDetail: StaffAssistanceDetailView = {
  ...assistanceDetail,
  status: 'analysis',
  visit: null,
  history: assistanceDetail.history.slice(0, 2),
  customer_name: 'Ana Souza',
  customer_email: 'ana.souza@example.com',
};

const customers = ['Ana Souza', 'Bruno Lima', 'Carla Mendes', 'Diego Rocha', 'Elisa Prado'];
const statuses = ['open', 'analysis', 'visit_scheduled', 'in_progress', 'done', 'rejected'] as const;

/** `count` rows of the queue, oldest first. */
export function queueRows(count: number): AssistanceQueueRow[] {
  return Array.from({ length: count }, (_, index) => {
    const customer = customers[index % customers.length] ?? 'Ana Souza';
    const system = assistanceSystems[index % assistanceSystems.length] ?? { key: 'paint', label: 'Pintura' };
    return {
      ...base,
      id: 200 + index,
      number: `AT-${String(200 + index).padStart(6, '0')}`,
      system_label: system.label,
      status: statuses[index % statuses.length] ?? 'open',
      within_warranty: index % 4 !== 3,
      enterprise_name:
        index % 2 === 0 ? 'Residencial Jardim das Acácias' : 'Edifício Comercial Paulista Office',
      unit_name: index % 2 === 0 ? `Apto ${1001 + index}` : `Sala ${301 + index}`,
      customer_name: customer,
      customer_email: `${customer.toLowerCase().replace(' ', '.')}@example.com`,
      preferred_period: index % 3 === 0 ? 'morning' : index % 3 === 1 ? 'afternoon' : 'any',
      age_days: 40 - index,
    };
  });
}

/** Counts by status matching a queue of a few dozen requests. */
export const queueCounts: AssistanceStatusCounts = {
  open: 7,
  analysis: 5,
  visit_scheduled: 4,
  in_progress: 3,
  done: 18,
  rejected: 2,
};
