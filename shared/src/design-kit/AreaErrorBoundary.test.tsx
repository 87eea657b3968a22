import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { bus } from '../bus';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { DesignKitProvider } from './DesignKitProvider';

let shouldFail = true;
function Flaky() {
  if (shouldFail) throw new Error('menu exploded');
  return <p>Menu is back</p>;
}

describe('failure layer 3: render error boundary', () => {
  it('shows a retry card in place of the failed area, reports it, and remounts on retry', () => {
    const reports: string[] = [];
    const subscription = bus.on('shell:error-report').subscribe((report) => reports.push(report.error));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="en" onError={() => {}}>
        <DesignKitProvider>
          <p>Header keeps working</p>
          <AreaErrorBoundary area="mfe-menu">
            <Flaky />
          </AreaErrorBoundary>
        </DesignKitProvider>
      </IntlProvider>,
    );
    expect(screen.getByText('Header keeps working')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(reports.some((error) => error.includes('[mfe-menu] Error: menu exploded'))).toBe(true);

    shouldFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Menu is back')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    subscription.unsubscribe();
  });
});
