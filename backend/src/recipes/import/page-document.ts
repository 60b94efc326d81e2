import { DomHandler, type Document } from 'domhandler';
import { Parser } from 'htmlparser2';

/**
 * How much of a page is read. A recipe page nests some 30 elements deep and holds a few thousand;
 * htmlparser2 keeps its open elements in a list it shifts on every tag, and the lookups that read
 * the page (closest, parents) walk up the nesting, so a page nested 100,000 deep costs the square of
 * its depth. Reading stops at either cap: what came before (the head's JSON-LD, the recipe's own
 * markup) is read as usual, what lies deeper or later is left out.
 */
export const PAGE_DOCUMENT_LIMITS = {
  depth: 256,
  elements: 100_000,
} as const;

/** DomHandler that stops the parser at the first element past either cap. */
class CappedDomHandler extends DomHandler {
  private reader: Parser | null = null;
  private elements = 0;

  override onparserinit(parser: Parser): void {
    this.reader = parser;
    super.onparserinit(parser);
  }

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    this.elements += 1;
    if (this.tagStack.length > PAGE_DOCUMENT_LIMITS.depth || this.elements > PAGE_DOCUMENT_LIMITS.elements) {
      // the tokenizer ends its loop: no more callbacks, and end() finishes nothing
      this.reader?.pause();
      return;
    }
    super.onopentag(name, attribs);
  }
}

/** Markup as a document, in time linear in its length (see PAGE_DOCUMENT_LIMITS); entities decoded, HTML rules (not XML). */
export function pageDocument(markup: string): Document {
  const handler = new CappedDomHandler();
  new Parser(handler, { decodeEntities: true }).end(markup);
  return handler.root;
}
