import { importUrlProblem } from './import-url';

const INVALID = 'Please enter a valid URL';

test.each([
  ['https://www.bbc.co.uk/food/recipes/pancakes', null],
  ['http://example.com/recipe', null],
  ['  https://example.com/a?b=c#d  ', null],
  ['HTTPS://EXAMPLE.COM', null],
  ['example.com/recipe', INVALID],
  ['www.example.com', INVALID],
  ['ftp://example.com/recipe', INVALID],
  ['javascript:alert(1)', INVALID],
  ['file:///etc/passwd', INVALID],
  ['data:text/html,hi', INVALID],
  ['https://', INVALID],
  ['http//example.com', INVALID],
  ['pancakes', INVALID],
])('%j -> %s', (text, problem) => {
  expect(importUrlProblem(text)).toBe(problem);
});
