import { useState } from 'react';
import { switchHotel } from '../../lib/stores/session.ts';
import { Modal } from './Modal.tsx';
import { useShellT as useTranslation, ShellI18nRoot as I18nRoot, type I18nProps } from './ShellI18n.tsx';

interface Props extends I18nProps {
  hotels: { groupId: number; name: string }[];
}

function Chooser({ hotels }: Pick<Props, 'hotels'>) {
  const { t } = useTranslation();
  const choices = hotels.filter((h) => h.groupId !== 0);
  // The modal sits in the top layer: it steps aside while the switch spinner shows.
  const [switching, setSwitching] = useState(false);
  if (switching) return null;
  return (
    // The choice is required: no cross, and Escape does not dismiss it.
    <Modal title={t('shell.chooseHotel.title')} onDismiss={() => {}} dismissible={false} className="choose-hotel">
      <p>{choices.length ? t('shell.chooseHotel.text') : t('shell.chooseHotel.none')}</p>
      <div className="choose-hotel-list">
        {choices.map((h) => (
          <button key={h.groupId} type="button" className="button"
            onClick={() => {
              setSwitching(true);
              void switchHotel(h.groupId, { spinner: t('shell.switch.hotel'), hint: t('shell.switch.hotelHint') }).then((ok) => setSwitching(ok));
            }}>
            {h.name}
          </button>
        ))}
      </div>
    </Modal>
  );
}

/** Group-0 users first choose the hotel they work in ('Please choose your hotel'). */
export default function ChooseHotel({ locale, messages, hotels }: Props) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <Chooser hotels={hotels} />
    </I18nRoot>
  );
}
