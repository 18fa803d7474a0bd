import { describe, expect, it } from 'vitest';
import {
  ASSISTANCE_STATUSES,
  assistanceChangeProblems,
  canChangeAssistanceStatus,
  isAssistanceClosed,
} from './assistance-status';

describe('the status flow (product rule §9)', () => {
  it('follows Aberta → Em análise → Visita agendada → Em execução → Concluída', () => {
    expect(canChangeAssistanceStatus('open', 'analysis')).toBe(true);
    expect(canChangeAssistanceStatus('analysis', 'visit_scheduled')).toBe(true);
    expect(canChangeAssistanceStatus('visit_scheduled', 'in_progress')).toBe(true);
    expect(canChangeAssistanceStatus('in_progress', 'done')).toBe(true);
  });

  it('lets a visit be moved and a second visit be scheduled', () => {
    expect(canChangeAssistanceStatus('visit_scheduled', 'visit_scheduled')).toBe(true);
    expect(canChangeAssistanceStatus('in_progress', 'visit_scheduled')).toBe(true);
  });

  it('never leaves Concluída or Improcedente, and never goes back to Aberta', () => {
    for (const to of ASSISTANCE_STATUSES) {
      expect(canChangeAssistanceStatus('done', to)).toBe(false);
      expect(canChangeAssistanceStatus('rejected', to)).toBe(false);
    }
    for (const from of ASSISTANCE_STATUSES) expect(canChangeAssistanceStatus(from, 'open')).toBe(false);
    expect(isAssistanceClosed('done')).toBe(true);
    expect(isAssistanceClosed('rejected')).toBe(true);
    expect(isAssistanceClosed('in_progress')).toBe(false);
  });

  it('does not conclude a request nobody has looked at', () => {
    expect(canChangeAssistanceStatus('open', 'done')).toBe(false);
    expect(canChangeAssistanceStatus('open', 'in_progress')).toBe(false);
  });
});

describe('assistanceChangeProblems', () => {
  const today = '2026-11-27';

  it('asks a reason for Improcedente', () => {
    expect(assistanceChangeProblems({ status: 'rejected' }, today)).toEqual([
      { field: 'reason', message: 'Informe o motivo da improcedência (de 3 a 1000 caracteres).' },
    ]);
    expect(assistanceChangeProblems({ status: 'rejected', reason: '  ok ' }, today)).toHaveLength(1);
    expect(assistanceChangeProblems({ status: 'rejected', reason: 'Mau uso do box.' }, today)).toEqual([]);
  });

  it('asks a date from today and a window for Visita agendada', () => {
    const visit = { status: 'visit_scheduled' as const, visitStart: '08:00', visitEnd: '12:00' };
    expect(assistanceChangeProblems({ ...visit, visitDate: today }, today)).toEqual([]);
    expect(assistanceChangeProblems({ ...visit, visitDate: '2027-11-27' }, today)).toEqual([]);
    expect(assistanceChangeProblems({ ...visit, visitDate: '2027-11-28' }, today)[0]?.field).toBe(
      'visit_date',
    );
    expect(assistanceChangeProblems({ ...visit, visitDate: '2026-11-26' }, today)[0]?.field).toBe(
      'visit_date',
    );
    expect(assistanceChangeProblems({ ...visit, visitDate: '2026-02-30' }, today)[0]?.field).toBe(
      'visit_date',
    );
    expect(assistanceChangeProblems({ ...visit }, today)[0]?.field).toBe('visit_date');
  });

  it('wants the window between 06:00 and 22:00, start before end', () => {
    const base = { status: 'visit_scheduled' as const, visitDate: '2026-12-01' };
    expect(assistanceChangeProblems({ ...base, visitStart: '12:00', visitEnd: '12:00' }, today)).toEqual([
      {
        field: 'visit_end',
        message: 'Informe o horário da visita entre 06:00 e 22:00, com o início antes do fim.',
      },
    ]);
    expect(
      assistanceChangeProblems({ ...base, visitStart: '05:59', visitEnd: '08:00' }, today)[0]?.field,
    ).toBe('visit_start');
    expect(
      assistanceChangeProblems({ ...base, visitStart: '20:00', visitEnd: '22:01' }, today)[0]?.field,
    ).toBe('visit_end');
    expect(assistanceChangeProblems({ ...base, visitStart: '06:00', visitEnd: '22:00' }, today)).toEqual([]);
    expect(
      assistanceChangeProblems({ ...base, visitStart: '8:00', visitEnd: '12:00' }, today)[0]?.field,
    ).toBe('visit_start');
  });

  it('asks nothing more for the other statuses', () => {
    expect(assistanceChangeProblems({ status: 'analysis' }, today)).toEqual([]);
    expect(assistanceChangeProblems({ status: 'done' }, today)).toEqual([]);
  });
});
