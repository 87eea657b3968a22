import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { useLatest } from './use-channel';

function LanguagePicker({ language }: { language: BehaviorSubject<string> }) {
  const value = useLatest(language);
  return (
    <select aria-label="Language" value={value} onChange={(event) => language.next(event.target.value)}>
      <option value="en">English</option>
      <option value="fr">Français</option>
      <option value="ar">العربية</option>
    </select>
  );
}

describe('useLatest (and useChannel, which shares its reading)', () => {
  it('renders a value published from outside any event', async () => {
    const language = new BehaviorSubject('en');
    render(<LanguagePicker language={language} />);
    await act(async () => language.next('fr'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
  });

  it("renders a value published by the diner's change within the event, so a controlled select keeps it", () => {
    const language = new BehaviorSubject('en');
    render(<LanguagePicker language={language} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    // Outside act: React restores a controlled field at the end of the event's dispatch, to what
    // is rendered by then; a value left to a later render would be undone here.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      select.value = 'ar';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(select.value).toBe('ar');
      expect(language.value).toBe('ar');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
