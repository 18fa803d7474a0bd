import { describe, expect, it } from 'vitest';
import { fieldControl } from './field-control';

const none = { hasDescription: false, isInvalid: false, hasCounter: false };

describe('fieldControl', () => {
  it('names every part after the control id', () => {
    const control = fieldControl('email', none);
    expect(control).toMatchObject({
      labelId: 'email-label',
      descriptionId: 'email-description',
      errorId: 'email-error',
      counterId: 'email-count',
    });
  });

  it('gives a quiet field only its id: no empty aria-describedby, no aria-invalid', () => {
    expect(fieldControl('email', none).props).toEqual({ id: 'email' });
  });

  it('links the description while there is one', () => {
    const { props } = fieldControl('email', { ...none, hasDescription: true });
    expect(props).toEqual({ id: 'email', 'aria-describedby': 'email-description' });
  });

  it('marks an invalid field and reads its error before the description and the count', () => {
    const control = fieldControl('notes', { hasDescription: true, isInvalid: true, hasCounter: true });
    expect(control.isInvalid).toBe(true);
    expect(control.props).toEqual({
      id: 'notes',
      'aria-describedby': 'notes-error notes-description notes-count',
      'aria-invalid': true,
    });
  });
});
