import { Badge, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../lib/configuration-context';
import { useProductName } from '../../lib/product-name';

const MARKERS = [
  { key: 'dev', color: 'grape' },
  { key: 'test', color: 'orange' },
  { key: 'demo', color: 'teal' },
] as const;

/** Environment markers (Dev, Test, Demo) and the two logos, with the product's name when there is no logo. */
export function AppFooter() {
  const { t } = useTranslation();
  const { environment, logoUrl, secondaryLogoUrl } = useConfiguration();
  const productName = useProductName();
  const markers = MARKERS.filter((marker) => environment[marker.key]);

  return (
    <Group
      component="footer"
      justify="space-between"
      align="center"
      gap="md"
      pt="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="xs" aria-label={t('footer.environment')} role="group">
        {markers.map((marker) => (
          // The light variant's own text colour falls under 4.5:1 (teal 4.3:1, orange 3.6:1): the
          // marker's colour stays in the background and the text is dark.
          <Badge key={marker.key} color={marker.color} variant="light" radius="sm" c="dark.7">
            {t(`footer.${marker.key}`)}
          </Badge>
        ))}
      </Group>
      <Group gap="lg" align="center">
        {logoUrl ? (
          <Image src={logoUrl} alt={t('footer.logo', { name: productName })} h={28} w="auto" fit="contain" />
        ) : (
          <Text fw={700} c="brand.8" size="sm">
            {productName}
          </Text>
        )}
        {secondaryLogoUrl && (
          <Image src={secondaryLogoUrl} alt={t('footer.secondaryLogo')} h={28} w="auto" fit="contain" />
        )}
      </Group>
    </Group>
  );
}
