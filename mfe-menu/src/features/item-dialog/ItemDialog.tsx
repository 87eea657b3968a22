import { useChannel } from '@owa/shared';
import { Button, CloseButton, chakra, Flex, IconButton, Spinner, Text } from '@owa/shared/design-kit';
import { Dialog, LocaleProvider, Portal, useBodyScrollLock } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { ItemCalories } from './ItemNutrition';
import { ItemStep } from './ItemStep';
import { stepReturned } from './item-dialog-slice';
import { MainButton } from './MainButton';
import { itemDialogMessages as m } from './messages';
import { itemLoadRetried } from './open-item-dialog';
import { itemOpening } from './opening';
import { RefusalAnnouncer } from './RefusalAnnouncer';
import { useDialogHistory } from './use-dialog-history';
import { useItemDialog } from './use-item-dialog';

/** Spec 1 §2.6: the item configuration dialog, loaded on demand by the menu's service app. */
export default function ItemDialog() {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const language = useChannel('shell:session')?.language ?? 'en';
  const model = useItemDialog();
  const { dialog, current } = model;
  const history = useDialogHistory(dialog.step, () =>
    dialog.step > 1 ? dispatch(stepReturned()) : model.close(),
  );
  const back = () => history.back() || dispatch(stepReturned());
  const title = current?.target?.name ?? dialog.item?.name ?? intl.formatMessage(m.loading);
  const retry = () => dispatch(itemLoadRetried());
  useBodyScrollLock(true);

  return (
    <LocaleProvider locale={language}>
      <Dialog.Root
        open
        // The kit's own lock restyles the whole store page on the press (useBodyScrollLock).
        preventScroll={false}
        onOpenChange={(details) => (details.open ? undefined : model.close())}
        // The dialog traps focus: focus found outside it is another dialog handing focus back as it
        // closes (the coupon's, which opens this one above the cart in the same task), not the diner.
        onFocusOutside={(event) => event.preventDefault()}
        // Opened in the place of a card's frame, which held the focus meanwhile: back to the card.
        finalFocusEl={itemOpening.openerToRefocus}
        size={{ base: 'full', md: 'md' }}
        scrollBehavior="inside"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={{ md: '450px' }} data-testid="item-dialog">
              <Dialog.Header gap="2" alignItems="center" py="3">
                {dialog.step > 1 ? (
                  <IconButton
                    aria-label={intl.formatMessage(m.back)}
                    variant="ghost"
                    size="sm"
                    onClick={back}
                  >
                    <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
                      ←
                    </chakra.span>
                  </IconButton>
                ) : null}
                <Flex direction="column" flex="1" minW="0">
                  <Dialog.Title fontSize="lg">{title}</Dialog.Title>
                  {current && current.total > 1 ? (
                    <Text fontSize="xs" color="fg.muted">
                      {intl.formatMessage(m.stepOf, { step: dialog.step, total: current.total })}
                    </Text>
                  ) : null}
                </Flex>
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
                </Dialog.CloseTrigger>
              </Dialog.Header>
              <Dialog.Body px="4" pb="4">
                {dialog.status === 'loading' ? (
                  <Flex align="center" gap="2" py="8" aria-busy="true">
                    <Spinner size="sm" />
                    <Text>{intl.formatMessage(m.loading)}</Text>
                  </Flex>
                ) : null}
                {dialog.status === 'failed' ? (
                  <Flex direction="column" gap="3" py="6" role="alert">
                    <Text>{intl.formatMessage(m.loadFailed)}</Text>
                    <Button alignSelf="flex-start" colorPalette="brand" onClick={retry}>
                      {intl.formatMessage(m.retry)}
                    </Button>
                  </Flex>
                ) : null}
                {dialog.status === 'ready' ? <ItemStep model={model} /> : null}
              </Dialog.Body>
              {dialog.status === 'ready' ? (
                <Dialog.Footer
                  px="4"
                  py="3"
                  borderTopWidth="1px"
                  flexDirection="column"
                  alignItems="stretch"
                  gap="2"
                >
                  <RefusalAnnouncer refusal={dialog.refusal} limit={dialog.item?.maxCardinality} />
                  <ItemCalories nutrition={model.nutrition} />
                  <MainButton model={model} />
                </Dialog.Footer>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </LocaleProvider>
  );
}
