/** Cookie consent (spec §3 policy cookies): the policy's version, and the page's visitor for code that must ask first. */
export { POLICY_VERSION, policyChoice, policyConsent, type PolicyConsent } from './policy';
export { consentAudienceOf, setVisitorAudience, visitorKnown, type ConsentAudience } from './visitor';
export { visitorConsent } from './visitor-consent';
