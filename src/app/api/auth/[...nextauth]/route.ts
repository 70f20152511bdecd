import { authRoute } from '@/modules/accounts/next.server';

export const { GET, POST } = authRoute;
