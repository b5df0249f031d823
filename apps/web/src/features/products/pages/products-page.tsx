import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /products: the product catalogue. Placeholder until this area is built. */
export default function ProductsPage() {
  return <ComingSoonPage area="products" />;
}
