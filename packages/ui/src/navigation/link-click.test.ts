import { describe, expect, it, vi } from 'vitest';
import { handleLinkClick, type LinkClickEvent } from './link-click';

function click(overrides: Partial<LinkClickEvent> = {}): LinkClickEvent {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: vi.fn(),
    ...overrides,
  };
}

describe('handleLinkClick', () => {
  it('hands a plain left click to onNavigate and cancels the native navigation', () => {
    const onNavigate = vi.fn();
    const event = click();
    expect(handleLinkClick(event, '/financeiro', onNavigate)).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/financeiro');
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s click to the browser', (_name, overrides) => {
    const onNavigate = vi.fn();
    const event = click(overrides);
    expect(handleLinkClick(event, '/suporte', onNavigate)).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('lets the browser follow the link when no handler is given', () => {
    const event = click();
    expect(handleLinkClick(event, '/suporte')).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
