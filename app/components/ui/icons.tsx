import type { SVGProps } from "react";

/**
 * Icons (lucide) drawn from one static SVG sprite, public/icons.svg, instead
 * of shipping every icon's path data in the JavaScript bundle. Each name
 * below must be in the sprite: `npm run icons` regenerates it from
 * lucide-react, and a unit test fails when it is out of date.
 */
export const ICON_SPRITE_URL = "/icons.svg";

/**
 * Stroke width is a class (`stroke-[1.5]`), not a prop: the `.icon` rule in
 * app.css draws lucide's stroke style and default size once, so each icon's
 * markup stays a few dozen bytes instead of repeating eight attributes. The
 * sprite's <symbol>s carry the viewBox and scale to the icon's CSS size.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "strokeWidth">;
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { iconName: string };

function icon(name: string): IconComponent {
  const Component = ({ className, ...props }: IconProps) => (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
  Component.iconName = name;
  return Component;
}

export const AlertCircle = icon("alert-circle");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const Award = icon("award");
export const BadgeDollarSign = icon("badge-dollar-sign");
export const Blocks = icon("blocks");
export const Bold = icon("bold");
export const BookOpen = icon("book-open");
export const Bot = icon("bot");
export const BrainCircuit = icon("brain-circuit");
export const Briefcase = icon("briefcase");
export const Building = icon("building");
export const Cable = icon("cable");
export const Calendar = icon("calendar");
export const ChartColumn = icon("chart-column");
export const ChartLine = icon("chart-line");
export const Check = icon("check");
export const CheckCircle2 = icon("check-circle-2");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleCheck = icon("circle-check");
export const ClipboardCheck = icon("clipboard-check");
export const Clock = icon("clock");
export const Cloud = icon("cloud");
export const CloudCog = icon("cloud-cog");
export const Code = icon("code");
export const CodeXml = icon("code-xml");
export const Compass = icon("compass");
export const Copy = icon("copy");
export const Cpu = icon("cpu");
export const Database = icon("database");
export const DatabaseZap = icon("database-zap");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const EyeOff = icon("eye-off");
export const FileCode = icon("file-code");
export const FileText = icon("file-text");
export const Gem = icon("gem");
export const GitBranch = icon("git-branch");
export const GraduationCap = icon("graduation-cap");
export const Handshake = icon("handshake");
export const Heading2 = icon("heading-2");
export const Heading3 = icon("heading-3");
export const HeartHandshake = icon("heart-handshake");
export const HeartPulse = icon("heart-pulse");
export const History = icon("history");
export const Hourglass = icon("hourglass");
export const ImagePlus = icon("image-plus");
export const Images = icon("images");
export const Inbox = icon("inbox");
export const Info = icon("info");
export const Italic = icon("italic");
export const KeyRound = icon("key-round");
export const Laptop = icon("laptop");
export const Layers = icon("layers");
export const LayoutDashboard = icon("layout-dashboard");
export const LifeBuoy = icon("life-buoy");
export const Link = icon("link");
export const Link2 = icon("link-2");
export const List = icon("list");
export const ListOrdered = icon("list-ordered");
export const Loader2 = icon("loader-2");
export const Lock = icon("lock");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageSquareReply = icon("message-square-reply");
export const MessageSquareText = icon("message-square-text");
export const Network = icon("network");
export const Newspaper = icon("newspaper");
export const NotebookPen = icon("notebook-pen");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const PiggyBank = icon("piggy-bank");
export const Plug = icon("plug");
export const Plus = icon("plus");
export const Puzzle = icon("puzzle");
export const Quote = icon("quote");
export const Redo2 = icon("redo-2");
export const RefreshCw = icon("refresh-cw");
export const Rocket = icon("rocket");
export const RotateCcw = icon("rotate-ccw");
export const Save = icon("save");
export const ScanEye = icon("scan-eye");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const ServerCrash = icon("server-crash");
export const Settings = icon("settings");
export const Share2 = icon("share-2");
export const ShieldCheck = icon("shield-check");
export const ShieldOff = icon("shield-off");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Smartphone = icon("smartphone");
export const Sparkles = icon("sparkles");
export const SquareKanban = icon("square-kanban");
export const Strikethrough = icon("strikethrough");
export const Tag = icon("tag");
export const Target = icon("target");
export const Timer = icon("timer");
export const Trash2 = icon("trash-2");
export const TreePalm = icon("tree-palm");
export const TrendingUp = icon("trending-up");
export const Trophy = icon("trophy");
export const Undo2 = icon("undo-2");
export const Upload = icon("upload");
export const UserCheck = icon("user-check");
export const UserPlus = icon("user-plus");
export const UserSearch = icon("user-search");
export const UsersRound = icon("users-round");
export const UserX = icon("user-x");
export const Warehouse = icon("warehouse");
export const Waypoints = icon("waypoints");
export const Workflow = icon("workflow");
export const X = icon("x");
