// The components of the icons a screen file may name (format.ts's SCREEN_ICONS, MUI's icons of
// the same names), typed as a record of every name so that a name added to the format without its
// icon fails the build. A lazy chunk of its own: icons.tsx fetches it when an entry first shows one.
import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import ComputerIcon from '@mui/icons-material/Computer';
import DescriptionIcon from '@mui/icons-material/Description';
import EuroIcon from '@mui/icons-material/Euro';
import EventIcon from '@mui/icons-material/Event';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InventoryIcon from '@mui/icons-material/Inventory';
import ListIcon from '@mui/icons-material/List';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import StoreIcon from '@mui/icons-material/Store';
import WorkIcon from '@mui/icons-material/Work';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import GroupIcon from '@mui/icons-material/Group';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ScreenIconName } from './format';

export const SCREEN_ICON_COMPONENTS: Readonly<Record<ScreenIconName, SvgIconComponent>> = {
  school: SchoolIcon,
  'meeting-room': MeetingRoomIcon,
  'local-shipping': LocalShippingIcon,
  store: StoreIcon,
  people: PeopleIcon,
  inventory: InventoryIcon,
  build: BuildIcon,
  event: EventIcon,
  description: DescriptionIcon,
  euro: EuroIcon,
  category: CategoryIcon,
  place: PlaceIcon,
  phone: PhoneIcon,
  work: WorkIcon,
  star: StarIcon,
  list: ListIcon,
  apartment: ApartmentIcon,
  assignment: AssignmentIcon,
  business: BusinessIcon,
  computer: ComputerIcon,
  handshake: HandshakeIcon,
  'local-library': LocalLibraryIcon,
  payments: PaymentsIcon,
  'menu-book': MenuBookIcon,
  'account-balance': AccountBalanceIcon,
  'admin-panel-settings': AdminPanelSettingsIcon,
  assessment: AssessmentIcon,
  badge: BadgeIcon,
  'calendar-month': CalendarMonthIcon,
  campaign: CampaignIcon,
  group: GroupIcon,
  home: HomeIcon,
  insights: InsightsIcon,
  'local-offer': LocalOfferIcon,
  'phone-in-talk': PhoneInTalkIcon,
  'point-of-sale': PointOfSaleIcon,
  'receipt-long': ReceiptLongIcon,
  schedule: ScheduleIcon,
  'support-agent': SupportAgentIcon,
  'trending-up': TrendingUpIcon,
  'workspace-premium': WorkspacePremiumIcon,
};
