// The shell's piece, on every page: no client component, so the footer ships no JavaScript for it.
export { SupportChatWidget } from './SupportChatWidget';
