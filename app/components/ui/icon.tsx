import {
  ArrowRight,
  BadgeCheck,
  BarChart3,
  Bot,
  Brain,
  Building2,
  ChevronDown,
  Cloud,
  Code2,
  Cpu,
  Database,
  FileText,
  Globe2,
  Handshake,
  Layers,
  LineChart,
  Mail,
  MapPin,
  Menu,
  Phone,
  Rocket,
  ShieldCheck,
  Sparkles,
  Users,
  Workflow,
  X,
  type LucideProps,
} from "lucide-react";

const icons = {
  "arrow-right": ArrowRight,
  "badge-check": BadgeCheck,
  "bar-chart": BarChart3,
  bot: Bot,
  brain: Brain,
  building: Building2,
  "chevron-down": ChevronDown,
  cloud: Cloud,
  code: Code2,
  cpu: Cpu,
  database: Database,
  "file-text": FileText,
  globe: Globe2,
  handshake: Handshake,
  layers: Layers,
  "line-chart": LineChart,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  phone: Phone,
  rocket: Rocket,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  users: Users,
  workflow: Workflow,
  x: X,
} as const;

export type IconName = keyof typeof icons;

export function isIconName(name: string): name is IconName {
  return name in icons;
}

/** Decorative by default; pass `label` when the icon carries meaning on its own. */
export function Icon({ name, label, ...props }: LucideProps & { name: IconName; label?: string }) {
  const Component = icons[name];
  return label ? <Component role="img" aria-label={label} {...props} /> : <Component aria-hidden="true" focusable="false" {...props} />;
}
