import { describe, expect, it } from 'vitest';
import { emailParts } from './email-parts';

describe('emailParts', () => {
  it('keeps the @ with the mailbox and splits both sides before their dots', () => {
    expect(emailParts('gabriela.conceicao@demo.com.br')).toEqual({
      mailbox: ['gabriela', '.conceicao@'],
      domain: ['demo', '.com', '.br'],
    });
  });

  it('gives back every character, in order', () => {
    const email = 'a.b.c@x-y.example.com.br';
    const parts = emailParts(email);
    expect([...(parts?.mailbox ?? []), ...(parts?.domain ?? [])].join('')).toBe(email);
  });

  it('splits at the last @ (a quoted mailbox may hold one)', () => {
    expect(emailParts('"a@b"@demo.com')).toEqual({ mailbox: ['"a@b"@'], domain: ['demo', '.com'] });
  });

  it('keeps a leading or doubled dot inside a piece instead of dropping it', () => {
    expect(emailParts('.ana..lima@demo.com')?.mailbox).toEqual(['.ana', '.', '.lima@']);
  });

  it('returns null when there is no mailbox or no domain', () => {
    expect(emailParts('sem-arroba')).toBeNull();
    expect(emailParts('@demo.com')).toBeNull();
    expect(emailParts('ana@')).toBeNull();
  });
});
