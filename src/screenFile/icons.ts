// The menu icon of each name a screen file may give (format.ts's SCREEN_ICONS, MUI's icons of
// the same names): typed as a record of every name, so that a name added to the format without
// its icon fails the build. In the configured screens' lazy chunk: the first screen loads none.
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
import PeopleIcon from '@mui/icons-material/People';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import StoreIcon from '@mui/icons-material/Store';
import WorkIcon from '@mui/icons-material/Work';
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
};
