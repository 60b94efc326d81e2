import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { RecipeText } from './shared/markdown/RecipeText';
import { aRecipe, recipesServer } from './testing/recipes-server';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

// The plain text shown while react-markdown's chunk loads.
const plainTexts = (container: HTMLElement) => [...container.querySelectorAll('p')].filter((p) => getComputedStyle(p).whiteSpace === 'pre-line');

/** The text once react-markdown's chunk has loaded. */
async function renderText(text: string, headingLevel = 3) {
  const view = renderPage(<RecipeText text={text} headingLevel={headingLevel} />);
  await waitFor(() => expect(plainTexts(view.container)).toEqual([]));
  return view;
}

const levelOf = (heading: HTMLElement) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));

describe('a recipe text in Markdown', () => {
  // First in the file: React.lazy keeps its module once loaded, so later renders skip the fallback.
  test('while the Markdown chunk loads, the same words show as plain text with their line breaks', async () => {
    renderPage(<RecipeText text={'Melt the butter.\n\n## Sauce'} headingLevel={3} />);
    const plain = screen.getByText(/Melt the butter\./);
    expect(plain).toHaveTextContent('Melt the butter. ## Sauce');
    expect(plain).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(await screen.findByRole('heading', { name: 'Sauce', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Melt the butter.').tagName).toBe('P');
  });

  test('headings, lists, emphasis and links are elements, not the Markdown signs', async () => {
    const { container } = await renderText(
      ['### Source', 'Mix **well** and *slowly*.', '- flour\n- water', '1. knead\n2. rest', 'From [the original](https://example.com/bread).'].join('\n\n'),
    );
    expect(screen.getByRole('heading', { name: 'Source', level: 3 })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('well');
    expect(container.querySelector('em')).toHaveTextContent('slowly');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets.tagName).toBe('UL');
    expect(within(bullets).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['flour', 'water']);
    expect(numbers.tagName).toBe('OL');
    expect(within(numbers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['knead', 'rest']);
    expect(screen.getByRole('link', { name: 'the original' })).toHaveAttribute('href', 'https://example.com/bread');
    expect(container).not.toHaveTextContent(/[#*]/);
  });

  test('links open outside the app, without giving it the page', async () => {
    await renderText('See [the blog](https://example.com/a), <https://example.com/b> or [mail me](mailto:cook@example.com).');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a', 'https://example.com/b', 'mailto:cook@example.com']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('javascript:, data:, vbscript: and relative links are their text only', async () => {
    const { container } = await renderText(
      [
        '[run](javascript:alert(1))',
        '[cased](JaVaScRiPt:alert(1))',
        '[page](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '[basic](vbscript:msgbox)',
        '[inside](/recipes/2)',
        '<javascript:alert(1)>',
      ].join(' '),
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('run cased page basic inside javascript:alert(1)');
  });

  test('raw HTML is neither shown as markup nor run', async () => {
    const hacked = jest.fn();
    Object.assign(window, { hacked });
    const { container } = await renderText(
      ['Before <b onmouseover="hacked()">bold</b> after.', '<script>window.hacked()</script>', '<img src="x" onerror="window.hacked()">', '<iframe src="https://example.com"></iframe>', 'End.'].join('\n\n'),
    );
    expect(container.querySelector('b, script, img, iframe, [onmouseover], [onerror]')).toBeNull();
    expect(container).not.toHaveTextContent(/[<>]|script|onerror|iframe/);
    expect(container).toHaveTextContent('Before bold after. End.');
    expect(hacked).not.toHaveBeenCalled();
    delete (window as { hacked?: unknown }).hacked;
  });

  test('an image is not loaded: its alt text stands in', async () => {
    const { container } = await renderText('Like this: ![a golden crust](https://example.com/crust.jpg)');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Like this: a golden crust');
  });

  test('headings sit below the surrounding heading, without skipping a level', async () => {
    await renderText('# Top\n\n#### Deeper\n\n## Next', 3);
    expect(screen.getAllByRole('heading').map((heading) => [heading.textContent, levelOf(heading)])).toEqual([
      ['Top', 3],
      ['Deeper', 4],
      ['Next', 4],
    ]);
  });
});

const GRATIN = aRecipe({
  id: 41,
  title: 'Potato Gratin',
  description: 'A **family** favourite.\n\n## Source\n\nGrandma\'s notebook.',
  servings: 4,
  ingredients: ['potatoes', 'butter', 'flour', 'cheese'],
  instructions: ['Slice the potatoes.', '## Sauce', 'Melt the butter.\n\nWhisk in the flour and simmer for 10 minutes.', '### Topping', 'Grate the cheese.\n\n- on top\n- not too thick'],
});

async function openGratin(path = '/recipes/41') {
  recipesServer({ recipes: [GRATIN] });
  renderPage(<RecipesPage />, { path, route: '/recipes/*' });
  await screen.findByRole('heading', { name: 'Potato Gratin', level: 1 });
}

describe('the recipe screen', () => {
  test('sections are headings between the steps, numbered without them; a step of paragraphs is one step', async () => {
    await openGratin();
    const instructions = screen.getByRole('region', { name: 'Instructions' });
    expect(await within(instructions).findByText('Whisk in the flour and simmer for 10 minutes.')).toBeInTheDocument();

    expect(within(instructions).getAllByRole('heading').map((heading) => [heading.textContent, levelOf(heading)])).toEqual([
      ['Instructions', 2],
      ['Sauce', 3],
      ['Topping', 3],
    ]);
    const steps = [...instructions.querySelectorAll('ol[start] > li')];
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['1', '2', '3']);
    expect(steps.map((step) => step.querySelectorAll('p').length)).toEqual([1, 2, 1]);
    expect([...steps[1].querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['Melt the butter.', 'Whisk in the flour and simmer for 10 minutes.']);
    expect(within(steps[2] as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['on top', 'not too thick']);
    // A section is not a step: no number, and its Markdown is not shown.
    expect(screen.getByRole('heading', { name: 'Sauce' }).closest('li')).toBeNull();
    expect(instructions).not.toHaveTextContent('#');
  });

  test('the description is Markdown, and the page\'s headings go down one level at a time', async () => {
    await openGratin();
    expect(await screen.findByRole('heading', { name: 'Source', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('family').tagName).toBe('STRONG');
    await screen.findByText('Whisk in the flour and simmer for 10 minutes.');
    const levels = screen.getAllByRole('heading').map(levelOf);
    levels.forEach((level, at) => expect(level).toBeLessThanOrEqual((levels[at - 1] ?? 0) + 1));
  });

  test('the editor keeps a step\'s paragraphs as written: Enter is a new line, not a new step', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [GRATIN] });
    renderPage(<RecipesPage />, { path: '/recipes/41', route: '/recipes/*' });
    await user.click(await screen.findByRole('button', { name: 'Edit recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recipe' });
    expect(within(dialog).getByLabelText('Step 3')).toHaveValue('Melt the butter.\n\nWhisk in the flour and simmer for 10 minutes.');
    const first = within(dialog).getByLabelText('Step 1');
    await user.type(first, '{Enter}{Enter}Keep them in water.');
    expect(within(dialog).getAllByTestId('instruction-row')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(server.callsTo('PUT /api/recipes/41')).toHaveLength(1));
    const body = server.callsTo('PUT /api/recipes/41')[0].body as { instructions: { instruction: string }[] };
    expect(body.instructions.map((step) => step.instruction)).toEqual([
      'Slice the potatoes.\n\nKeep them in water.',
      '## Sauce',
      'Melt the butter.\n\nWhisk in the flour and simmer for 10 minutes.',
      '### Topping',
      'Grate the cheese.\n\n- on top\n- not too thick',
    ]);
  });
});

describe('cook mode', () => {
  const stepRegion = () => screen.getByRole('region', { name: /^Step \d of \d$/ });

  test('counts only the steps; a section\'s title shows above its steps', async () => {
    const user = userEvent.setup();
    await openGratin('/recipes/41/cook');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(within(stepRegion()).queryByText('Sauce')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const title = screen.getByRole('heading', { level: 2, name: 'Step 2 of 3' });
    const section = within(stepRegion()).getByText('Sauce');
    expect(section.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.closest('h1, h2, h3, h4, h5, h6')).toBeNull();
    // The step's two paragraphs are one step, as Markdown.
    expect(await within(stepRegion()).findByText('Whisk in the flour and simmer for 10 minutes.')).toBeInTheDocument();
    expect(within(stepRegion()).getByText('Melt the butter.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done with step 2' })).toBeInTheDocument();
    // A timer is named by the step's number among steps.
    await user.click(screen.getByRole('button', { name: 'Start 10 min timer' }));
    expect(screen.getByRole('timer', { name: 'Step 2, 10 min: time left' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeInTheDocument();
    expect(within(stepRegion()).getByText('Topping')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.queryByText(/##/)).not.toBeInTheDocument();
  });
});
