// Each event type's icon (spec 02 §3: campaign, warning, info, notifications, alarm).
import AlarmIcon from '@mui/icons-material/Alarm';
import CampaignIcon from '@mui/icons-material/Campaign';
import InfoIcon from '@mui/icons-material/Info';
import NotificationsIcon from '@mui/icons-material/Notifications';
import WarningIcon from '@mui/icons-material/Warning';
import type { SvgIconComponent } from '@mui/icons-material';
import type { EventType } from '../../../contract/vocabulary';

const EVENT_TYPE_ICONS: Readonly<Record<string, SvgIconComponent | undefined>> & Record<EventType, SvgIconComponent> = {
  COMUNICADO: CampaignIcon,
  ALERTA: WarningIcon,
  AVISO: InfoIcon,
  NOTIFICACION: NotificationsIcon,
  RECORDATORIO: AlarmIcon,
};

/** The icon of an event's type; none for a type the spec does not list. */
export const eventTypeIcon = (tipo: string | null): SvgIconComponent | undefined => (tipo === null ? undefined : EVENT_TYPE_ICONS[tipo]);
