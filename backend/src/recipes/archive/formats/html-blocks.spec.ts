import { parseDocument } from 'htmlparser2';
import { archivePhotoPath, linesIn, pageParts } from './html-blocks.js';

describe('pageParts', () => {
  it.each<[string, string[]]>([
    ['<head></head><div class="recipe">A</div><div class="recipe">B</div>', ['<head></head>', '<div class="recipe">A</div>', '<div class="recipe">B</div>']],
    ['<div class="recipe">A</div><div class="recipe">B</div>', ['<div class="recipe">A</div>', '<div class="recipe">B</div>']],
    ['<div class="recipes">A</div>', ['<div class="recipes">A</div>']],
    ['', ['']],
  ])('%p', (html, parts) => {
    expect(pageParts(html, '<div class="recipe">')).toEqual(parts);
  });
});

describe('linesIn', () => {
  const linesOf = (html: string) => linesIn(parseDocument(`<div>${html}</div>`, { decodeEntities: true }).children[0] as never);
  it.each<[string, string[]]>([
    ['a line <b>in</b>  several\n  <i>parts</i>', ['a line in several parts']],
    ['one<br>two<br/><br>three', ['one', 'two', 'three']],
    ['<p>first</p><p></p><p>second</p><ul><li>third</li></ul>', ['first', 'second', 'third']],
    ['Fish &amp; chips&nbsp;&lt;3', ['Fish & chips <3']],
    ['kept<script>dropped()</script><style>p{}</style>', ['kept']],
  ])('%p', (html, lines) => {
    expect(linesOf(html)).toEqual(lines);
  });
});

describe('archivePhotoPath', () => {
  it.each<[string, string | null]>([
    ['images/pie.jpg', 'images/pie.jpg'],
    ['./images/pie.jpg', 'images/pie.jpg'],
    ['/images/pie.jpg', 'images/pie.jpg'],
    ['images/apple%20pie.jpg', 'images/apple pie.jpg'],
    ['images/pie.jpg?v=2', 'images/pie.jpg'],
    ['images/100%.jpg', 'images/100%.jpg'],
    ['images/pie.jpg#top?x', 'images/pie.jpg'],
    ['images/../../secret.jpg', null],
    ['images/%2e%2e/secret.jpg', null],
    ['images\\pie.jpg', null],
    ['images//pie.jpg', null],
    ['https://images.example/pie.jpg', null],
    ['data:image/png;base64,AAAA', null],
    ['//images.example/pie.jpg', null],
    ['  ', null],
  ])('%p -> %p', (src, path) => {
    expect(archivePhotoPath(src)).toBe(path);
  });
});
