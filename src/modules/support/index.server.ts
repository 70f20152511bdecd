import 'server-only';

export {
  closeAsStaff,
  closeSupportRequest,
  countOpenSupportRequests,
  getSupportRequestForStaff,
  listSupportRequestsForStaff,
  createSupportRequest,
  getSupportRequest,
  listOrderChoices,
  listSupportRequests,
  replyAsCustomer,
  replyAsStaff,
  type StaffSupportRequestDetail,
  type StaffSupportRequestSummary,
} from './support.server';
export { supportRoutes } from './routes.server';
export { staffSupportRequestDetailSchema, supportRequestDetailSchema, supportRequestSummarySchema } from './responses';
