import { Box, Image } from '@mantine/core';
import type { Product, ProductPhotoName } from '@portal/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useProductPhoto } from '../api/product-photo';

interface ProductPhotoThumbProps {
  product: Product;
  photo?: ProductPhotoName;
  size?: number;
  alt: string;
}

/** A product's photo as a square thumbnail; a placeholder when it has none or the fetch fails. */
export function ProductPhotoThumb({ product, photo = 'product_photo', size = 56, alt }: ProductPhotoThumbProps) {
  const url = product[photo];
  const query = useProductPhoto(product.id, photo, url);
  const src = useObjectUrl(query.data ?? null);
  if (!src) {
    return (
      <Box
        w={size}
        h={size}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center', flexShrink: 0 }}
        aria-hidden
      >
        <IconPhoto size={size / 2.5} color="var(--mantine-color-dimmed)" />
      </Box>
    );
  }
  return <Image src={src} alt={alt} w={size} h={size} fit="cover" radius="sm" style={{ flexShrink: 0 }} />;
}
