import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing this (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches a route's render or load failure so the rest of the site keeps working. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
