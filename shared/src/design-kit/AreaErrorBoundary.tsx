import { Component, type ErrorInfo, type ReactNode } from 'react';
import { bus } from '../bus';
import { AreaFailure } from './AreaFailure';

interface Props {
  readonly area: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly attempt: number;
}

/** A render error in one area shows a retry card there and is reported; the rest of the page lives on. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    bus.emit('shell:error-report', {
      error: `[${this.props.area}] ${error.name}: ${error.message}\n${info.componentStack ?? ''}`.slice(
        0,
        4000,
      ),
    });
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <AreaFailure area={this.props.area} onRetry={this.retry} />;
    // A new key on retry remounts the area from scratch instead of reusing broken state.
    return <RemountKey key={this.state.attempt}>{this.props.children}</RemountKey>;
  }
}

function RemountKey({ children }: { readonly children: ReactNode }) {
  return <>{children}</>;
}
