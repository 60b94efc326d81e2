import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { headingsFrom } from './heading-levels';
import { safeUrl } from './safe-url';

export interface MarkdownProps {
  text: string;
  /** The level the text's top heading takes: one below the page's heading around the text. */
  headingLevel: number;
}

const components: Components = {
  // A link kept by safeUrl opens outside the app; one it dropped (no href) is its text only.
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  // The app never fetches a third party's image from a recipe's text: its description stands in.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/**
 * A recipe's text (description, step, note) as Markdown, safely: raw HTML is dropped (skipHtml),
 * links are http(s) or mailto only, images are not loaded, headings sit under the page's outline.
 * Loaded on its own (React.lazy in RecipeText), so the recipes list never downloads react-markdown.
 */
export default function Markdown({ text, headingLevel }: MarkdownProps) {
  const rehypePlugins = useMemo(() => [() => headingsFrom(headingLevel)], [headingLevel]);
  return (
    <ReactMarkdown skipHtml urlTransform={safeUrl} components={components} rehypePlugins={rehypePlugins}>
      {text}
    </ReactMarkdown>
  );
}
