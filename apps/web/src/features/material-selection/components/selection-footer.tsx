import { Box, Button, Flex, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionActions } from '../submission';
import type { FormActions } from '../use-form-actions';
import { SelectionFailure } from './selection-failure';

/*
 * The card's last row stays at the bottom of the screen while the card is on screen: on a phone the
 * total and the buttons are several screens below the first choices. Sticky (not fixed), so it
 * keeps its place in the card and covers nothing once the card's end scrolls into view; the
 * negative margins take it to the card's edges, so what scrolls under it does not show at its sides.
 */
const STICKY: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-gray-3)',
  borderBottomLeftRadius: 'var(--mantine-radius-md)',
  borderBottomRightRadius: 'var(--mantine-radius-md)',
  marginInline: 'calc(-1 * var(--mantine-spacing-md))',
  marginBottom: 'calc(-1 * var(--mantine-spacing-md))',
  paddingInline: 'var(--mantine-spacing-md)',
  paddingBlock: 'var(--mantine-spacing-sm)',
};

interface SelectionFooterProps {
  formId: number;
  total: string;
  /** Whether the choices may be saved now. */
  canSave: boolean;
  actions: SubmissionActions;
  state: FormActions;
}

/** The total, the last failure, and the card's buttons: save, submit or withdraw, accept or return. */
export function SelectionFooter({ formId, total, canSave, actions, state }: SelectionFooterProps) {
  const { failure, saved, saving, submitting, pendingChange, busy } = state;
  const { t } = useTranslation();
  const waits = (mine: boolean) => busy && !mine;
  return (
    <Box style={STICKY} data-testid={`material-footer-${formId}`}>
      {/* Here, not at the top: the failure shows where the button was pressed, even mid-form. */}
      {failure && (
        <Box mb="sm">
          <SelectionFailure failure={failure} />
        </Box>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <div aria-live="polite">
          <Text size="sm" c="dimmed">
            {t('materialSelection.total')}
          </Text>
          <Text fw={700} size="lg" data-testid={`material-total-${formId}`}>
            {total}
          </Text>
        </div>
        {/* A column beside the total on a phone: the bar stays low instead of taking a row per button. */}
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'stretch', xs: 'center' }}
          justify="flex-end"
          gap="xs"
          wrap="wrap"
        >
          {saved && (
            <Text size="sm" c="teal.8" ta="right" role="status">
              {t('materialSelection.saved')}
            </Text>
          )}
          {canSave && (
            <Button
              variant={actions.submit ? 'default' : 'filled'}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving}
              disabled={waits(saving)}
              onClick={state.handleSave}
            >
              {t('materialSelection.save')}
            </Button>
          )}
          {actions.submit && (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={submitting}
              disabled={waits(submitting)}
              onClick={state.handleSubmit}
            >
              {t('materialSelection.submit')}
            </Button>
          )}
          {actions.withdraw && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              loading={pendingChange === 'withdraw'}
              disabled={waits(pendingChange === 'withdraw')}
              onClick={() => state.handleStatus('withdraw')}
            >
              {t('materialSelection.withdraw')}
            </Button>
          )}
          {actions.review && (
            <>
              <Button
                variant="light"
                color="orange"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                loading={pendingChange === 'return'}
                disabled={waits(pendingChange === 'return')}
                onClick={() => state.handleStatus('return')}
              >
                {t('materialSelection.return')}
              </Button>
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={pendingChange === 'accept'}
                disabled={waits(pendingChange === 'accept')}
                onClick={() => state.handleStatus('accept')}
              >
                {t('materialSelection.accept')}
              </Button>
            </>
          )}
        </Flex>
      </Group>
    </Box>
  );
}
