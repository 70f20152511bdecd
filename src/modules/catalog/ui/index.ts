export { ProductCard } from './ProductCard';
export { ProductRail } from './ProductRail';
