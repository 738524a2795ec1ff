/**
 * Why this remote's pages render in the browser only for now (ADR 0033): the server renders their chrome, and the
 * second server-rendering issue converts them (its server container is built and deployed already).
 */
export const SERVER_RENDERING_NEXT = 'converted by the second server-rendering issue';
