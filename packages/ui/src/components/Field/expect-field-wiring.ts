import { expect } from 'storybook/test';

/** What a field shows right now, as its stories set it up. */
export interface ExpectedFieldMessages {
  /** The label's text: the control's accessible name. */
  label: string;
  error?: string;
  description?: string;
}

/** The text of each element a control's `aria-describedby` names, in order; a dangling id fails. */
function describedTexts(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`aria-describedby names #${id}, which is not in the page`);
    return element.textContent ?? '';
  });
}

/**
 * Story helper (not shipped): asserts that a field control is wired to its label and messages by
 * id — named by the label, `aria-invalid` exactly while there is an error, the error read first
 * in `aria-describedby`, the description linked, and no id pointing at nothing.
 */
export async function expectFieldWiring(control: HTMLElement, expected: ExpectedFieldMessages) {
  await expect(control).toHaveAccessibleName(expected.label);
  const texts = describedTexts(control);
  if (expected.error) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(texts.find((text) => text.includes(expected.error ?? ''))).toBeDefined();
    const errorIndex = texts.findIndex((text) => text.includes(expected.error ?? ''));
    const descriptionIndex = texts.findIndex((text) => text.includes(expected.description ?? '\u0000'));
    if (descriptionIndex >= 0) await expect(errorIndex).toBeLessThan(descriptionIndex);
  } else {
    await expect(control).not.toHaveAttribute('aria-invalid', 'true');
  }
  if (expected.description) {
    await expect(texts.some((text) => text.includes(expected.description ?? ''))).toBe(true);
  }
}
