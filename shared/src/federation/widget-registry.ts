/**
 * The widgets the remotes expose and the props the shell passes to each (`<remote>/<expose>`). This is the typed
 * half of the widget contract (RemoteWidgetModule): `defineWidget` in a remote and `RemoteWidget` in the shell both
 * read it, so a prop the host passes and the component's props cannot drift apart. A remote adding a widget adds a
 * line here (a minor change of @hearth/shared).
 */
export interface HearthWidgets {
  /** The agent's featured properties (default home); the "all" link goes to /listings. */
  'remote_listings/featured-listings': Record<string, never>;
  /** The www home's search bar (tabs Buy, Rent, Property Value, Home Service, Find Agents). */
  'remote_listings/home-search-bar': Record<string, never>;
  /** The search header of the www chrome (and /map). */
  'remote_listings/search-header': Record<string, never>;
  /** The agent's blog section (default home); the "all" link goes to /blogs. */
  'remote_content/blog-section': { userId?: string };
  /** The latest news, up to 5 (epic home). */
  'remote_content/latest-news': Record<string, never>;
}

export type WidgetId = keyof HearthWidgets;

/** The props of a widget: those of the registry for a known id, any object otherwise. */
export type WidgetProps<Id extends string> = Id extends WidgetId ? HearthWidgets[Id] : object;
