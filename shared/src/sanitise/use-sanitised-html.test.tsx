import { render, screen } from '@testing-library/react';
import { loadedSanitiser, loadSanitiser } from './sanitiser';
import { textOf, useSanitisedHtml } from './use-sanitised-html';

function Notice({ html }: { readonly html: string }) {
  const clean = useSanitisedHtml(html);
  return clean === null ? (
    <p data-testid="notice">{textOf(html)}</p>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the hook's output is what is tested.
    <p data-testid="notice" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

describe('useSanitisedHtml', () => {
  it('shows the plain words until DOMPurify has loaded, then the markup without its scripts', async () => {
    expect(loadedSanitiser()).toBeNull();
    render(<Notice html={'Fish <b onclick="steal()">&amp;</b> chips<script>steal()</script>'} />);
    const notice = screen.getByTestId('notice');
    expect(notice.innerHTML).toBe('Fish &amp; chips');

    // No shell here: the sanitiser loads when the browser is idle.
    expect(await screen.findByText('&', { selector: 'b' })).toBeInTheDocument();
    expect(notice.innerHTML).toBe('Fish <b>&amp;</b> chips');
  });

  it('sanitises at once when the sanitiser is already here', async () => {
    await loadSanitiser();
    render(<Notice html={'<a href="javascript:steal()">Menu</a>'} />);
    expect(screen.getByTestId('notice').innerHTML).toBe('<a>Menu</a>');
  });
});
