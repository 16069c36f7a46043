import React, {Component, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {name: string; onRetry: () => void; children: ReactNode};
type State = {error: Error | null};

/** A demo that throws shows what failed, by name; the rest of the page keeps working. */
export default class DemoErrorBoundary extends Component<Props, State> {
  state: State = {error: null};

  static getDerivedStateFromError(error: Error): State {
    return {error};
  }

  render(): ReactNode {
    const {error} = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.failure} data-demo-error={this.props.name}>
        <strong>
          {translate(
            {id: 'demo.error', message: 'The demo “{name}” stopped with an error.', description: 'Shown in place of a demo that failed'},
            {name: this.props.name},
          )}
        </strong>
        <pre>{error.message}</pre>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            this.setState({error: null});
            this.props.onRetry();
          }}
        >
          {translate({id: 'demo.retry', message: 'Reload the demo'})}
        </button>
      </div>
    );
  }
}
