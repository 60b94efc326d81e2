import { isSectionTitle, sectionStep, shownSteps, stepSection, writtenText } from './recipe-steps.js';

describe('stepSection: a step that is only a Markdown heading names a section', () => {
  it.each([
    ['## For the sauce', 'For the sauce'],
    ['### Preparation ###', 'Preparation'],
    ['  # Assembly  ', 'Assembly'],
    ['#Preparation', null],
    ['## Sauce\nStir it.', null],
    ['Preparation', null],
    ['Heat the oven. ## not a heading', null],
    ['', null],
    ['## C#', 'C#'],
    ['## ##', null],
  ])('%j -> %j', (step, section) => expect(stepSection(step)).toBe(section));

  it('reads a hostile run of blanks in linear time', () => {
    const step = `# a${' \t'.repeat(50_000)}b`;
    expect(stepSection(step)).toBe(`a${' \t'.repeat(50_000)}b`);
    expect(stepSection(`# ${'#'.repeat(100_000)}x`)).toBe(`${'#'.repeat(100_000)}x`);
  });
});

describe('sectionStep: a section name as the heading step imports write', () => {
  it.each([
    ['Preparation', '## Preparation'],
    ['For the sauce:', '## For the sauce'],
    ['  Two\nlines ', '## Two lines'],
  ])('%j -> %j', (name, step) => {
    expect(sectionStep(name)).toBe(step);
    expect(stepSection(sectionStep(name))).toBe(step.slice(3));
  });
});

describe('isSectionTitle: a plain-text line that names a group', () => {
  it.each([
    ['For the sauce:', true],
    ['FILLING', true],
    ['Topping:', true],
    ['for the crust', true],
    ['Serve warm.', false],
    ['Bake 20 minutes:', false],
    ['Stir the onions into the pan until they soften and brown:', false],
    ['Preheat the oven', false],
    ['', false],
  ])('%j -> %j', (line, title) => expect(isSectionTitle(line)).toBe(title));
});

describe('shownSteps: sections are headings, steps are numbered from 1 without them', () => {
  it('numbers only the steps', () => {
    expect(shownSteps(['## Sauce', 'Fry the onion.', 'Add the tomatoes.', '## To serve', 'Plate it.'])).toEqual([
      { kind: 'section', title: 'Sauce', index: 0 },
      { kind: 'step', number: 1, text: 'Fry the onion.', index: 1 },
      { kind: 'step', number: 2, text: 'Add the tomatoes.', index: 2 },
      { kind: 'section', title: 'To serve', index: 3 },
      { kind: 'step', number: 3, text: 'Plate it.', index: 4 },
    ]);
  });
});

describe('writtenText: another app’s text kept as written', () => {
  it.each([
    ['First paragraph.\r\n\r\n\r\n\r\nSecond.', 'First paragraph.\n\nSecond.'],
    ['- one  \n- two\t\n  - nested  twice', '- one\n- two\n  - nested twice'],
    ['### Source\nbook\u0000 p. 12', '### Source\nbook p. 12'],
    ['  \n  text \n ', 'text'],
    ['One.\n  \n \t\n\nTwo.', 'One.\n\nTwo.'],
    [42, ''],
    [null, ''],
  ])('%j -> %j', (value, text) => expect(writtenText(value)).toBe(text));
});
