import { describe, expect, it } from 'vitest';
import { queueSearchString, readQueueParams } from './queue-params';

describe('the queue in the URL', () => {
  it('reads back what it wrote', () => {
    const filters = { status: 'open', enterpriseId: '2', system: 'paint', minAgeDays: 30 } as const;
    const search = queueSearchString(filters, 3);
    expect(search).toBe('situacao=open&empreendimento=2&sistema=paint&idade=30&page=3');
    expect(readQueueParams(new URLSearchParams(search))).toEqual({ filters, page: 3 });
  });

  it('reads a value the filters could not send as no filter', () => {
    expect(
      readQueueParams(new URLSearchParams('situacao=closed&empreendimento=x&sistema=A!&idade=99999&page=0')),
    ).toEqual({ filters: { status: '', enterpriseId: '', system: '', minAgeDays: null }, page: 1 });
  });
});
