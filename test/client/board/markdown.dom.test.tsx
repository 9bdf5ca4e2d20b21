/** Card descriptions are Markdown whose rendered HTML is sanitised (issue 3 Deliver 5). */
import { render, screen } from '@testing-library/react';
import { renderMarkdown } from '../../../src/client/features/board/markdown';
import { MarkdownView } from '../../../src/client/features/board/DescriptionTab';

const attack = [
  '# Title',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  '[click](javascript:window.hacked=true)',
  '**bold** and `code`',
].join('\n\n');

test('Markdown renders; scripts, event handlers and javascript: links are stripped', () => {
  const html = renderMarkdown(attack);
  expect(html).toContain('<h1>Title</h1>');
  expect(html).toContain('<strong>bold</strong>');
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img[^>]*onerror/i);
  expect(html).not.toMatch(/href="javascript:/i);
  expect(html).toContain('<a>click</a>');
});

test('raw HTML in a description is shown as text, never as elements', () => {
  render(<MarkdownView text={attack} />);
  const view = screen.getByTestId('markdown');
  expect(view.querySelector('script, img, [onerror]')).toBeNull();
  expect(view).toHaveTextContent('<script>window.hacked = true</script>');
  expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});
