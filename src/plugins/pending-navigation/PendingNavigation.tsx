/**
 * Docusaurus' PendingNavigation (@docusaurus/core/lib/client/PendingNavigation),
 * which this plugin puts in its place, with one change: a click to a page
 * whose code has already loaded (on hover, or on an earlier visit) renders it
 * at once.
 *
 * The original always waits for `preload(next page)` to settle before it
 * renders the next page. Meanwhile, every part of the layout that reads the
 * location (head tags, navbar, sidebar, breadcrumbs: about 300 components)
 * renders again for the page being left; the promise then settles in the same
 * task, and all of them render once more for the new page. That first pass
 * changes nothing on screen and was a third of a click's time on a guide.
 * A page whose code is missing still waits, as before.
 */
import React, {type ReactNode} from 'react';
import {Route} from 'react-router-dom';
import type {Location} from 'history';
import ClientLifecyclesDispatcher, {dispatchLifecycleAction} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import preload from '@docusaurus/core/lib/client/preload';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadedRoutes} from '@site/src/modules/navigation/loadedRoutes';

type Props = {readonly location: Location; readonly children: ReactNode};
type State = {nextRouteHasLoaded: boolean};

export default class PendingNavigation extends React.Component<Props, State> {
  /** The location before the last change; it does not affect what renders, so it is not state. */
  private previousLocation: Location | null = null;
  /** Ends the client modules' `onRouteUpdate` for the navigation in progress. */
  private routeUpdateCleanup: () => void;

  constructor(props: Props) {
    super(props);
    this.routeUpdateCleanup = ExecutionEnvironment.canUseDOM ? dispatchLifecycleAction('onRouteUpdate', {previousLocation: null, location: props.location}) : () => {};
    // The first page's code loaded before hydration.
    if (ExecutionEnvironment.canUseDOM) loadedRoutes.add(props.location.pathname);
    this.state = {nextRouteHasLoaded: true};
  }

  override shouldComponentUpdate(nextProps: Props, nextState: State): boolean {
    // The same location: render only once a pending page has loaded.
    if (nextProps.location === this.props.location) return nextState.nextRouteHasLoaded;

    const nextLocation = nextProps.location;
    this.previousLocation = this.props.location;
    const routeUpdateCleanup = dispatchLifecycleAction('onRouteUpdate', {previousLocation: this.previousLocation, location: nextLocation});

    if (loadedRoutes.has(nextLocation.pathname)) {
      routeUpdateCleanup();
      return true;
    }

    // Keep the page being left on screen while the next one loads.
    this.routeUpdateCleanup = routeUpdateCleanup;
    this.setState({nextRouteHasLoaded: false});
    preload(nextLocation.pathname)
      .then(() => {
        loadedRoutes.add(nextLocation.pathname);
        this.routeUpdateCleanup();
        this.setState({nextRouteHasLoaded: true});
      })
      .catch((error: unknown) => {
        // A chunk that fails to load is most often one a new deployment removed: load the page afresh.
        console.warn(error);
        window.location.reload();
      });
    return false;
  }

  override render(): ReactNode {
    const {children, location} = this.props;
    // A controlled <Route> makes everything below render for this location, even while the router's is already the next one.
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <Route location={location} render={() => children} />
      </ClientLifecyclesDispatcher>
    );
  }
}
