import { ASSISTANCE_MESSAGES, ASSISTANCE_TRANSITIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { statusChangeInput, statusChangeProblems } from './status-change';

const empty = { status: '', visitDate: '', visitStart: '', visitEnd: '', reason: '', note: '' } as const;
const choose = 'Escolha a nova situação.';

describe('statusChangeProblems', () => {
  it('asks for a status that may follow the current one', () => {
    expect(statusChangeProblems(empty, 'open', '2026-11-27', choose)).toEqual({ status: choose });
    expect(statusChangeProblems({ ...empty, status: 'done' }, 'open', '2026-11-27', choose)).toEqual({
      status: choose,
    });
  });

  it("needs a date and a window for 'Visita agendada'", () => {
    const problems = statusChangeProblems(
      { ...empty, status: 'visit_scheduled' },
      'analysis',
      '2026-11-27',
      choose,
    );
    expect(problems).toEqual({
      visitDate: ASSISTANCE_MESSAGES.visitDate,
      visitStart: ASSISTANCE_MESSAGES.visitWindow,
    });
    const ok = {
      ...empty,
      status: 'visit_scheduled',
      visitDate: '2026-12-03',
      visitStart: '08:00',
      visitEnd: '12:00',
    } as const;
    expect(statusChangeProblems(ok, 'analysis', '2026-11-27', choose)).toEqual({});
  });

  it("needs a reason for 'Improcedente'", () => {
    expect(statusChangeProblems({ ...empty, status: 'rejected' }, 'open', '2026-11-27', choose)).toEqual({
      reason: ASSISTANCE_MESSAGES.reasonRequired,
    });
  });
});

describe('statusChangeInput', () => {
  it('sends only the fields of the status, trimmed', () => {
    expect(
      statusChangeInput({
        ...empty,
        status: 'rejected',
        reason: ' Uso indevido ',
        visitDate: '2026-12-03',
        note: ' ',
      }),
    ).toEqual({ status: 'rejected', reason: 'Uso indevido' });
    expect(ASSISTANCE_TRANSITIONS.done).toEqual([]);
  });
});
