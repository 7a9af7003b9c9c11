// react-markdown with the app's safe settings (see markdown.tsx): only safe URLs
// (defaultUrlTransform keeps http, https, irc, ircs, mailto, xmpp and relative URLs), no raw HTML,
// links opening in a new tab, pictures from other sites shown as links (markdown-image.tsx). Its
// own module so it loads after the first paint.
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { MarkdownImage } from './markdown-image';

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-ember-700 underline decoration-ember-300 underline-offset-2 hover:text-ember-800">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} className="my-4 max-w-full rounded-xl" />,
};

/** Renders markdown text (line breaks already honoured by the caller). */
export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown urlTransform={defaultUrlTransform} skipHtml components={components}>
      {text}
    </Markdown>
  );
}
