import type { SiteId } from '../sites';

/** A part of the shop that moves with the shopper to the other site (spec §4); answers what they should be told. */
export type SiteSwitchStep = (from: SiteId, to: SiteId) => Promise<string[]>;

const steps: SiteSwitchStep[] = [];

/**
 * Registers a step of the locale switch. The app registers them (the cart's move, src/app/_compose), so regions, which
 * every module builds on, imports none of them.
 */
export function beforeSiteSwitch(step: SiteSwitchStep): void {
  if (!steps.includes(step)) steps.push(step);
}

export function siteSwitchSteps(): readonly SiteSwitchStep[] {
  return steps;
}
