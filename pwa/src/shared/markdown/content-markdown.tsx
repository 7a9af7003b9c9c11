// Markdown for the app's own content (lectures, policy, FAQ answers): unlike story prose, links to
// the app's own pages navigate in place, and external links open in a new tab. Raw HTML is skipped;
// pictures from other sites are links, never fetched.
import type { ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';
import { MarkdownImage } from './markdown-image';
import { smartQuotes } from './smart-quotes';

const linkClass = 'font-medium text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800 hover:decoration-ember-600';

function ContentLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <ContentLink href={href}>{children}</ContentLink>,
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} className="mt-4 max-w-full rounded-xl first:mt-0" />,
  p: ({ children }) => <p className="mt-4 first:mt-0">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-ember-500 first:mt-0">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-ember-700 first:mt-0">{children}</ol>,
  li: ({ children }) => <li className="pl-1">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-ink-950">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-gold-300 bg-parchment-50/70 py-2 pr-3 pl-4 italic text-ink-800 first:mt-0 [&>p]:mt-2 [&>p:first-child]:mt-0">
      {children}
    </blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-parchment-200 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>,
};

/** The app's own markdown content (typographic quotes, in-app links); `className` sets the type scale and colour. */
export function ContentMarkdown({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown urlTransform={defaultUrlTransform} skipHtml components={components}>
        {smartQuotes(text)}
      </Markdown>
    </div>
  );
}
