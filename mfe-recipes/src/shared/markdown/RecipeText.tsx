import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// react-markdown and its parser come in a chunk of their own, on the first recipe shown.
const Markdown = lazy(() => import('./Markdown'));

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  overflow-wrap: anywhere;

  && :is(p, ul, ol, blockquote, pre, h1, h2, h3, h4, h5, h6) { margin: 0; }
  && :is(h1, h2, h3, h4, h5, h6) {
    font-size: 1em;
    line-height: 1.3;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: inherit;
  }
  ul, ol {
    padding-left: ${({ theme }) => theme.space(5)};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  ul { list-style: disc; }
  ol { list-style: decimal; }
  li > :is(ul, ol) { margin-top: ${({ theme }) => theme.space(1)}; }
  li > p + p { margin-top: ${({ theme }) => theme.space(1)}; }
  a { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  blockquote {
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  pre code { padding: 0; background: none; }
  hr { width: 100%; margin: 0; border: none; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

// While the Markdown chunk loads: the same words, its line breaks kept, so nothing is hidden.
const Plain = styled.p`
  white-space: pre-line;
`;

export interface RecipeTextProps {
  text: string;
  /** The level a heading in the text takes: one below the heading of the part of the page it is in. */
  headingLevel: number;
  className?: string;
}

/** A recipe's own text (description, step, note) as its author wrote it in Markdown. */
export function RecipeText({ text, headingLevel, className }: RecipeTextProps) {
  return (
    <Body className={className}>
      <Suspense fallback={<Plain>{text}</Plain>}>
        <Markdown text={text} headingLevel={headingLevel} />
      </Suspense>
    </Body>
  );
}
