import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ApartmentFormSelect } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../entities/product';
import { OptionPhoto } from './option-photo';

interface SelectChoiceProps {
  select: ApartmentFormSelect;
  value: number | null;
  onChange: (optionId: number) => void;
  readOnly: boolean;
}

/**
 * One select as radio cards (a radio group: one choice, arrow keys and Space work as for radios,
 * the group is named by the select). A price is shown per m2 when the select has an area.
 */
export function SelectChoice({ select, value, onChange, readOnly }: SelectChoiceProps) {
  const { t, i18n } = useTranslation();
  const area = select.area > 0 ? select.area : 0;
  const areaText = area ? new Intl.NumberFormat(i18n.language === 'fi' ? 'fi-FI' : 'en-IE').format(area) : '';
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(v) => !readOnly && onChange(Number(v))}
      label={select.name}
      description={area ? t('materialSelection.area', { area: areaText }) : undefined}
      readOnly={readOnly}
    >
      <Stack gap="xs" mt="xs">
        {select.options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('materialSelection.noOptions')}
          </Text>
        )}
        {select.options.map((option) => (
          <Group key={option.id} wrap="nowrap" gap="sm" align="center">
            <Radio.Card
              value={String(option.id)}
              radius="md"
              p="sm"
              disabled={readOnly && value !== option.id}
              // Read-only: the options not chosen fade, so the choice stands out.
              style={{ flex: 1, minWidth: 0, opacity: readOnly && value !== option.id ? 0.6 : 1 }}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={2} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {option.name}
                    {option.isDefault && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t('materialSelection.default')}
                      </Text>
                    )}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {area
                      ? t('materialSelection.pricePerArea', { price: formatPrice(option.price, i18n.language) })
                      : formatPrice(option.price, i18n.language)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
            <OptionPhoto option={option} />
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
