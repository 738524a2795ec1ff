import { START_PLAN_ELEMENT_ID } from '../startup/start-plan';

/**
 * This page was rendered on the server (ADR 0033): being rendered there now, or hydrating its markup, which carries
 * the server's start plan.
 */
export function serverRendered(): boolean {
  return typeof document === 'undefined' || document.getElementById(START_PLAN_ELEMENT_ID) !== null;
}
