import 'server-only';

export {
  addFavorite,
  favoritesOf,
  findOrganizations,
  organizationBadge,
  organizationDetails,
  organizationForOrder,
  organizationNameOf,
  organizationOfOrganizer,
  organizationsOf,
  removeFavorite,
  type FavoriteOrganization,
  type OrganizationMatch,
  type OrganizationBadge,
  type OrganizationDetails,
  type OrganizationForOrder,
  type OrganizationRow,
  type OrganizationSummary,
} from './organizations.server';
export { organizationReportRoutes, organizationRoutes } from './routes.server';
export { organizerRoutes } from './manager-routes.server';
export {
  acceptInvitation,
  closeFair,
  createFair,
  fairsView,
  inviteOrganizer,
  organizationManagerView,
  qrCodeSvg,
  scheduleFair,
  updateFair,
  updateOrganizationProfile,
  type FairView,
  type FairsView,
  type OrganizationManagerView,
} from './manager.server';
export { changeOrganizationTimeZone } from './time-zone.server';
export { earnRewards, reverseRewards, rewardsBalanceOf, type RewardsBalance } from './rewards.server';
export { featuredOrganizationForPage, featuredOrganizationOf, featuredSlugOf } from './featured.server';
export {
  changeOrganizationRecord,
  createPendingOrganization,
  fairOrderWindow,
  featureOrganization,
  membersAndFairsOf,
  organizationBySlug,
  schoolsAwaitingApproval,
  searchOrganizations,
  type NewOrganization,
  type OrganizationRecord,
} from './back-office.server';
export {
  addFirstOrganizer,
  applicationsForStaff,
  applicationsOf,
  approveApplication,
  cancelInvitation,
  leaveOrganization,
  refuseApplication,
  removeOrganizer,
  sendAfterCommit,
  submitApplication,
  type ApplicationDecision,
  type ApplicationView,
} from './housekeeping.server';
export { applicationJson } from './manager-routes.server';
export { applicationSchema as applicationAnswerSchema } from './responses';
