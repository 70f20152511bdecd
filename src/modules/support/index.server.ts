import 'server-only';

export { closeSupportRequest, createSupportRequest, getSupportRequest, listOrderChoices, listSupportRequests, replyAsCustomer, replyAsStaff } from './support.server';
export { supportRoutes } from './routes.server';
