/** Cookie consent (spec §3 policy cookies): the rules, and the page's visitor for code that must ask first. */
export { consentAudienceOf, POLICY_COOKIES, POLICY_VERSION, policyChoice, policyConsent, type ConsentAudience, type PolicyConsent } from './policy';
export { setVisitorAudience, visitorConsent, visitorKnown } from './visitor';
