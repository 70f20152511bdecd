// Database tests call route handlers directly, with no proxy in front: the app's caller check is registered here, as
// the proxy registers it in the running shop (src/app/_compose/caller-check.ts).
import '@/app/_compose/caller-check';
