import { describe, expect, it } from 'vitest';
import { extractNameAndLocation } from './name-location';

describe('extractNameAndLocation: the ways people say it (docs/decisions/040)', () => {
  it.each([
    ["I'm Priya and I live in Leeds.", { name: 'Priya', location: 'Leeds' }],
    ['Hi, I am Priya from Leeds', { name: 'Priya', location: 'Leeds' }],
    ['Priya, Leeds', { name: 'Priya', location: 'Leeds' }],
    ['Priya, 47, Leeds', { name: 'Priya', location: 'Leeds' }],
    ['Priya, from Leeds', { name: 'Priya', location: 'Leeds' }],
    ['Priya here, 52 and based in Bristol', { name: 'Priya', location: 'Bristol' }],
    ['Call me Jo. I live in York with my two kids', { name: 'Jo', location: 'York' }],
    ["Hello! I'm Anne-Marie, from Dublin and I'm 49", { name: 'Anne-Marie', location: 'Dublin' }],
    ['I am Mary Anne and I live in Cork', { name: 'Mary Anne', location: 'Cork' }],
    ["I'm Sinéad O'Connor from Galway", { name: "Sinéad O'Connor", location: 'Galway' }],
    ['Zoë here', { name: 'Zoë' }],
    ['José, 38, Seville', { name: 'José', location: 'Seville' }],
    ["i'm priya and i live in leeds", { name: 'Priya', location: 'Leeds' }],
    ['priya, leeds', { name: 'Priya', location: 'Leeds' }],
    ['My name is Ana, and I live in Porto, Portugal.', { name: 'Ana', location: 'Porto' }],
    ['My name is Priya and I live in Leeds', { name: 'Priya', location: 'Leeds' }],
    ['Hi there, Fatima. Living in Manchester.', { name: 'Fatima', location: 'Manchester' }],
  ])('%j', (answer, expected) => {
    expect(extractNameAndLocation(answer)).toEqual(expected);
  });

  it.each([
    'I am tired',
    "I'm exhausted all the time and I live on coffee",
    'I am 42 and tired',
    'I am a mum of three',
    "I'm so stressed",
    'Tired, always tired.',
    'Mostly, I am tired.',
    'Lives in Oslo',
    'I suffer from migraines.',
    'Honestly, just exhausted.',
    'I am perimenopausal and I am struggling',
  ])('no name from %j', (answer) => {
    expect(extractNameAndLocation(answer).name).toBeUndefined();
  });

  it('does not take a symptom as a place', () => {
    expect(extractNameAndLocation('I suffer from anxiety and back pain').location).toBeUndefined();
    expect(extractNameAndLocation('I am recovering from surgery').location).toBeUndefined();
    expect(extractNameAndLocation("I'm Kate, I come from Glasgow").location).toBe('Glasgow');
  });
});

describe('insightReasons', () => {
  it('names the words of hers behind each insight', async () => {
    const { insightReasons } = await import('./focus-areas');
    const r = insightReasons(['I am Priya', 'Stress and poor sleep, hot flushes', 'I want to eat better', '', '']);
    expect(r.map((x) => [x.area, x.words])).toEqual([
      ['emotional_health', ['stress', 'sleep']],
      ['diet', ['eat']],
    ]);
    expect(r[0]!.label.length).toBeGreaterThan(0);
  });
});
