import { describe, expect, it } from 'vitest';
import { documentTitle, focusUntouched } from './route-change';

describe('route focus', () => {
  it("gives each page its own title ('Today's plan · Cadence')", () => {
    expect(documentTitle("Today's plan")).toBe("Today's plan · Cadence");
    expect(documentTitle(undefined)).toBe('Cadence');
  });

  it('moves focus only when the route change left it where it was (body, the link pressed, the nav)', () => {
    document.body.innerHTML = '<header class="cadence-topnav"><a href="/log" id="nav">Log</a></header><a id="link" href="/x">x</a><input id="field">';
    const nav = document.getElementById('nav')!;
    const link = document.getElementById('link')!;
    const field = document.getElementById('field')!;
    expect(focusUntouched(document.body, null)).toBe(true);
    expect(focusUntouched(nav, null)).toBe(true);
    expect(focusUntouched(link, link)).toBe(true);
    expect(focusUntouched(field, link)).toBe(false);
  });
});
