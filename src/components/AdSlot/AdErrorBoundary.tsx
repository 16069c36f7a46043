import {Component, type ErrorInfo, type ReactNode} from 'react';
import {sendGaEvent, type AnalyticsWindow} from '@site/src/modules/analytics';

export function sendAdEvent(eventAction: string, eventLabel: string): void {
  sendGaEvent(window as unknown as AnalyticsWindow, 'ad', {eventAction, eventLabel});
}

/** A crash inside an ad hides the ad and is reported with its label; the page stays. */
export class AdErrorBoundary extends Component<{eventLabel: string | null; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    sendAdEvent('crash', String(this.props.eventLabel));
    console.warn(`The ad (${String(this.props.eventLabel)}) failed and is hidden: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
