import { afterEach, describe, expect, it } from 'vitest';
import { installFocusRescue } from './focus-rescue';

const tick = () => new Promise((r) => setTimeout(r, 0));
let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = '';
});

describe('focus rescue', () => {
  it('moves focus to the replacement of a control that disappears (same data-focus-id)', async () => {
    document.body.innerHTML = '<section id="a"><button data-focus-id="checkin-start">Start Check-In</button></section>';
    uninstall = installFocusRescue();
    document.querySelector<HTMLButtonElement>('button')!.focus();
    document.getElementById('a')!.remove();
    await tick();
    expect(document.activeElement).toBe(document.body);
    const next = document.createElement('button');
    next.dataset.focusId = 'checkin-start';
    next.textContent = 'Check In Again';
    document.body.append(next); // rendered a few frames later
    await tick();
    expect(document.activeElement).toBe(next);
  });

  it("follows data-focus-next of a part that goes away as a whole, into the target's first control", async () => {
    document.body.innerHTML =
      '<form data-focus-next="profile-edit"><input id="name"></form><div data-focus-id="profile-form-placeholder"></div>';
    uninstall = installFocusRescue();
    document.querySelector<HTMLInputElement>('#name')!.focus();
    document.body.innerHTML = '<div data-focus-id="profile-edit"><button>Edit</button></div>';
    await tick();
    expect(document.activeElement?.textContent).toBe('Edit');
  });

  it('leaves focus alone when she has moved it herself, or when nothing names a replacement', async () => {
    document.body.innerHTML = '<button id="gone">Gone</button><input id="other">';
    uninstall = installFocusRescue();
    document.querySelector<HTMLButtonElement>('#gone')!.focus();
    document.querySelector('#gone')!.remove();
    await tick();
    expect(document.activeElement).toBe(document.body);
    document.querySelector<HTMLInputElement>('#other')!.focus();
    document.body.append(document.createElement('p'));
    await tick();
    expect(document.activeElement?.id).toBe('other');
  });
});
