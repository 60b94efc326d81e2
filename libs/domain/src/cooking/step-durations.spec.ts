import { readStepDurations } from './step-durations.js';

const MIN = 60;
const HOUR = 3_600;

// [step, the duration as written, low seconds, high seconds]; the phrasings come from our own
// recipes and the dev fixtures' instructions.
describe('readStepDurations: phrasings', () => {
  it.each<[string, string, number, number]>([
    ['Simmer for 20 minutes.', '20 minutes', 20 * MIN, 20 * MIN],
    ['Roast for 1 hour 15 min, basting once.', '1 hour 15 min', 75 * MIN, 75 * MIN],
    ['Bake for 10-12 minutes until golden.', '10-12 minutes', 10 * MIN, 12 * MIN],
    ['Bake for 8–12 minutes', '8–12 minutes', 8 * MIN, 12 * MIN],
    ['Cook 10 to 12 mins, stirring.', '10 to 12 mins', 10 * MIN, 12 * MIN],
    ['Braise for 1½ hours.', '1½ hours', 90 * MIN, 90 * MIN],
    ['Braise for 1 1/2 hours.', '1 1/2 hours', 90 * MIN, 90 * MIN],
    ['Let it rise for 1.5 hours.', '1.5 hours', 90 * MIN, 90 * MIN],
    ['Chill for an hour.', 'an hour', HOUR, HOUR],
    ['Rest for half an hour.', 'half an hour', 30 * MIN, 30 * MIN],
    ['Let it rest a half hour.', 'a half hour', 30 * MIN, 30 * MIN],
    ['Stew for an hour and a half.', 'an hour and a half', 90 * MIN, 90 * MIN],
    ['Bake for one and a half hours.', 'one and a half hours', 90 * MIN, 90 * MIN],
    ['Wait for a minute and take them out with the slotted spoon.', 'a minute', MIN, MIN],
    ['Beat for 30 seconds.', '30 seconds', 30, 30],
    ['Pulse for 45 secs.', '45 secs', 45, 45],
    ['Beat for 30sec until smooth and combined.', '30sec', 30, 30],
    ['Slow cook for 2 hrs.', '2 hrs', 2 * HOUR, 2 * HOUR],
    ['Pressure cook 1h 30m.', '1h 30m', 90 * MIN, 90 * MIN],
    ['Proof 1h30 in a warm place.', '1h30', 90 * MIN, 90 * MIN],
    ['Cook for 90 min.', '90 min', 90 * MIN, 90 * MIN],
    ['Saute 5–7 minutes.', '5–7 minutes', 5 * MIN, 7 * MIN],
    ['Cook for about 20 minutes.', '20 minutes', 20 * MIN, 20 * MIN],
    ['Bake 20 more minutes.', '20 more minutes', 20 * MIN, 20 * MIN],
    ['Cook for an additional 5-10 minutes or until done.', '5-10 minutes', 5 * MIN, 10 * MIN],
    ['Simmer for 2 to 3 hours.', '2 to 3 hours', 2 * HOUR, 3 * HOUR],
    ['Sear 3-4 min per side.', '3-4 min', 3 * MIN, 4 * MIN],
    ['Cook 1 minute more.', '1 minute', MIN, MIN],
    ['Stir in the cream and cook another 5 minutes.', '5 minutes', 5 * MIN, 5 * MIN],
    ['Bake for 25min', '25min', 25 * MIN, 25 * MIN],
    ['Leave to cool for 5-10min.', '5-10min', 5 * MIN, 10 * MIN],
    ['Roast 8-10 min.', '8-10 min', 8 * MIN, 10 * MIN],
    ['Refrigerate for a minimum of one hour.', 'one hour', HOUR, HOUR],
    ['Cook for two minutes.', 'two minutes', 2 * MIN, 2 * MIN],
    ['Steep for twenty-five minutes.', 'twenty-five minutes', 25 * MIN, 25 * MIN],
    ['Whisk for a couple of minutes.', 'a couple of minutes', 2 * MIN, 2 * MIN],
    ['Give it a 5-minute rest.', '5-minute', 5 * MIN, 5 * MIN],
    ['Drain and rinse under cold water 30 seconds to 1 minute.', '30 seconds to 1 minute', 30, MIN],
    ['Marinate for 30 minutes to an hour (or overnight).', '30 minutes to an hour', 30 * MIN, HOUR],
    ['This usually takes between 45-70 minutes.', '45-70 minutes', 45 * MIN, 70 * MIN],
    ['Roast between 45 and 70 minutes.', 'between 45 and 70 minutes', 45 * MIN, 70 * MIN],
    ['Bake 1 to 1 1/2 hours.', '1 to 1 1/2 hours', HOUR, 90 * MIN],
    ['Braise 2 hours and 15 minutes.', '2 hours and 15 minutes', 135 * MIN, 135 * MIN],
    ['Cook 3 or 4 minutes.', '3 or 4 minutes', 3 * MIN, 4 * MIN],
    ['Roast 1 1/2 - 2 hours.', '1 1/2 - 2 hours', 90 * MIN, 2 * HOUR],
    ['Smoke for 2½ to 3 hours.', '2½ to 3 hours', 150 * MIN, 3 * HOUR],
    ['Roast for 1 hour, 15 minutes.', '1 hour, 15 minutes', 75 * MIN, 75 * MIN],
    ['Heat for about 60-90 seconds.', '60-90 seconds', 60, 90],
    ['Chill in the fridge for at least 6hr or overnight.', '6hr', 6 * HOUR, 6 * HOUR],
    ['Soak 12 hours or overnight.', '12 hours', 12 * HOUR, 12 * HOUR],
    ['Cook For 10 Minutes.', '10 Minutes', 10 * MIN, 10 * MIN],
    ['Auf jeder Seite jeweils 2 Minuten braten.', '2 Minuten', 2 * MIN, 2 * MIN],
    ['Von unten 4–7 Minuten backen.', '4–7 Minuten', 4 * MIN, 7 * MIN],
    ['Nudeln ca. 8-10Min./100°/Stufe 1 garen.', '8-10Min', 8 * MIN, 10 * MIN],
    ['Zugedeckt 1 Std. 10 Min. schmoren.', '1 Std. 10 Min', 70 * MIN, 70 * MIN],
    ['Låt stå i 15 minuter.', '15 minuter', 15 * MIN, 15 * MIN],
    ['Cozinhe por 1,5 horas.', '1,5 horas', 90 * MIN, 90 * MIN],
    ['卵をおたまでそっと入れ、ふたをして10〜12分おく。', '10〜12分', 10 * MIN, 12 * MIN],
    ['弱火で1時間煮る。', '1時間', HOUR, HOUR],
  ])('%s', (step, text, lowSeconds, highSeconds) => {
    const [found, ...others] = readStepDurations(step);
    expect(others).toEqual([]);
    expect(found).toEqual({ start: step.indexOf(text), end: step.indexOf(text) + text.length, text, lowSeconds, highSeconds, timerSeconds: lowSeconds });
  });
});

describe('readStepDurations: not timers', () => {
  it.each([
    'Chill overnight.',
    'Grease a 9-inch pan.',
    'Preheat the oven to 350 degrees.',
    'Add 2 cups of flour.',
    'Repeat step 3.',
    'Makes 24 muffins.',
    'Cook a few minutes, until soft.',
    'Bake until golden.',
    'Cut into 2 cm pieces and 5 mm slices.',
    'Fry a second batch.',
    'Use one second pan.',
    'Marinate for 2 days.',
    'Cook for 0 minutes.',
    'Mix the 1st half in.',
    '',
  ])('%p', (step) => {
    expect(readStepDurations(step)).toEqual([]);
  });
});

describe('readStepDurations: several in one step', () => {
  it('finds each, in order, at its place', () => {
    const step = 'Boil for 3 minutes, then simmer 10-15 minutes and rest for 1 hour.';
    expect(readStepDurations(step).map(({ text, timerSeconds, start }) => [text, timerSeconds, start])).toEqual([
      ['3 minutes', 3 * MIN, step.indexOf('3 minutes')],
      ['10-15 minutes', 10 * MIN, step.indexOf('10-15')],
      ['1 hour', HOUR, step.indexOf('1 hour')],
    ]);
  });

  it('does not join a smaller unit to a larger one after it', () => {
    expect(readStepDurations('Rest 15 minutes, 2 hours in all.').map((each) => each.text)).toEqual(['15 minutes', '2 hours']);
  });

  it('does not read a falling "range" as one', () => {
    expect(readStepDurations('Cook 10 minutes to 5 minutes.').map((each) => each.text)).toEqual(['10 minutes', '5 minutes']);
  });
});
