export { ConsentRoot } from './ConsentRoot';
