import type { PixelType, QrType } from '../../shared/api/constants.ts';
import type { QrData } from '../../shared/api/requests.ts';
import type { LinkTargets } from '../store/link-targets.ts';

/**
 * What the demo account holds, written out by hand so that it reads like a real small business's account.
 * Entries refer to each other by key; `demo.ts` turns keys into row ids. All hosts are reserved example
 * names (example.com/.org/.net and .test), so nothing here points at anyone's real site.
 */

export type DomainKey = 'brand' | 'shop' | 'events' | 'bare';
export type PixelKey =
  | 'facebook'
  | 'gtm'
  | 'ga'
  | 'adwords'
  | 'linkedin'
  | 'twitter'
  | 'quora'
  | 'pinterest'
  | 'reddit'
  | 'tiktok';
export type SplashKey = 'leaving' | 'disclosure' | 'launch';
export type OverlayKey = 'newsletter' | 'sales' | 'sale';
export type CampaignKey = 'spring' | 'newsletter' | 'partners';
export type ChannelKey = 'social' | 'print' | 'docs' | 'creator';

/** How many clicks a link or code has had: hot 180-420, warm 40-150, cool 8-40, quiet 0-6. */
export type Popularity = 'hot' | 'warm' | 'cool' | 'quiet';

export const DEMO_DOMAINS: readonly {
  key: DomainKey;
  domain: string;
  redirectRoot: string;
  redirect404: string;
  daysAgo: number;
}[] = [
  {
    key: 'brand',
    domain: 'https://go.example-brand.test',
    redirectRoot: 'https://www.example.com/',
    redirect404: 'https://www.example.com/not-found',
    daysAgo: 160,
  },
  {
    key: 'shop',
    domain: 'https://links.example-shop.test',
    redirectRoot: 'https://shop.example.com/',
    redirect404: '',
    daysAgo: 150,
  },
  {
    key: 'events',
    domain: 'https://events.example-brand.test',
    redirectRoot: '',
    redirect404: '',
    daysAgo: 70,
  },
];

/** Tags follow each provider's rule (src/shared/api/pixel-tags.ts). */
export const DEMO_PIXELS: readonly {
  key: PixelKey;
  type: PixelType;
  name: string;
  tag: string;
  daysAgo: number;
}[] = [
  { key: 'facebook', type: 'fbpixel', name: 'Shop – Meta pixel', tag: '438291057716245', daysAgo: 158 },
  { key: 'gtm', type: 'gtmpixel', name: 'Website container', tag: 'GTM-K7P2QXR', daysAgo: 157 },
  { key: 'ga', type: 'gapixel', name: 'Blog analytics', tag: 'G-4XJ7N2QW9L', daysAgo: 155 },
  {
    key: 'adwords',
    type: 'adwordspixel',
    name: 'Search ads conversions',
    tag: 'AW-10928374651',
    daysAgo: 140,
  },
  { key: 'linkedin', type: 'linkedinpixel', name: 'B2B insight tag', tag: '4829174', daysAgo: 120 },
  { key: 'twitter', type: 'twitterpixel', name: 'X launch campaign', tag: 'o8x2k', daysAgo: 96 },
  {
    key: 'quora',
    type: 'quorapixel',
    name: 'Quora answers',
    tag: '7f3c9a1e5b2d48c6a0e9f1b3d5c7e2a4',
    daysAgo: 88,
  },
  { key: 'pinterest', type: 'pinterest', name: 'Pinterest boards', tag: '2613098745123', daysAgo: 64 },
  { key: 'reddit', type: 'reddit', name: 'Reddit ads', tag: 't2_5kx9q1', daysAgo: 41 },
  // Only the current revision knows TikTok pixels; the legacy demo leaves this one out.
  { key: 'tiktok', type: 'tiktok', name: 'TikTok creators', tag: 'C9M2Q8R4T6V1X3Z5', daysAgo: 30 },
];

export const DEMO_SPLASH_PAGES: readonly {
  key: SplashKey;
  name: string;
  title: string;
  message: string;
  daysAgo: number;
}[] = [
  {
    key: 'leaving',
    name: 'Leaving Example Brand',
    title: 'You are about to leave our site',
    message: 'The page you are going to is run by a partner. Their privacy policy applies there.',
    daysAgo: 148,
  },
  {
    key: 'disclosure',
    name: 'Affiliate disclosure',
    title: 'A note before you continue',
    message: 'Some links earn us a small commission, at no extra cost to you.',
    daysAgo: 110,
  },
  {
    key: 'launch',
    name: 'Spring launch teaser',
    title: 'Something new is coming',
    message: 'Our spring collection opens soon. Continue to get a first look.',
    daysAgo: 35,
  },
];

export const DEMO_OVERLAYS: readonly {
  key: OverlayKey;
  type: 'message' | 'contact';
  name: string;
  message: string;
  daysAgo: number;
}[] = [
  {
    key: 'newsletter',
    type: 'message',
    name: 'Newsletter sign-up',
    message: 'Get the weekly digest: product news, tips and offers.',
    daysAgo: 145,
  },
  {
    key: 'sales',
    type: 'contact',
    name: 'Talk to sales',
    message: 'Questions about plans or invoices? Leave your email and we reply within one business day.',
    daysAgo: 100,
  },
  {
    key: 'sale',
    type: 'message',
    name: 'Spring sale',
    message: 'Use code SPRING26 for 20% off until the end of the month.',
    daysAgo: 32,
  },
];

export const DEMO_CAMPAIGNS: readonly {
  key: CampaignKey;
  name: string;
  slug: string | null;
  public: boolean;
  daysAgo: number;
}[] = [
  { key: 'spring', name: 'Spring launch', slug: 'spring-launch', public: true, daysAgo: 31 },
  { key: 'newsletter', name: 'Weekly newsletter', slug: 'newsletter', public: true, daysAgo: 125 },
  { key: 'partners', name: 'Partner outreach', slug: null, public: false, daysAgo: 75 },
];

export const DEMO_CHANNELS: readonly {
  key: ChannelKey;
  name: string;
  description: string;
  color: string;
  starred: boolean;
  daysAgo: number;
}[] = [
  {
    key: 'social',
    name: 'Social posts',
    description: 'Links shared on social networks',
    color: '#1DA1F2',
    starred: false,
    daysAgo: 130,
  },
  {
    key: 'print',
    name: 'Print & events',
    description: 'Codes and links on posters, cards and badges',
    color: '#F97316',
    starred: true,
    daysAgo: 90,
  },
  {
    key: 'docs',
    name: 'Product docs',
    description: 'Help centre and documentation',
    color: '#6366F1',
    starred: false,
    daysAgo: 150,
  },
  {
    key: 'creator',
    name: 'Creator kit',
    description: 'Bio pages and links for partners',
    color: '#10B981',
    starred: false,
    daysAgo: 60,
  },
];

export type DemoRedirect =
  { type: 'frame' } | { type: 'splash'; page: SplashKey } | { type: 'overlay'; overlay: OverlayKey };

export interface DemoLink {
  url: string;
  /** The meta title; the API shows it as the link's title. */
  title?: string;
  description?: string;
  /** A custom alias; without one the seed draws a random-looking one. */
  alias?: string;
  daysAgo: number;
  popularity: Popularity;
  domain?: DomainKey;
  redirect?: DemoRedirect;
  /** Days from now; negative for a link that has already expired. */
  expiresInDays?: number;
  password?: string;
  pixels?: PixelKey[];
  campaign?: CampaignKey;
  channels?: ChannelKey[];
  private?: boolean;
  targets?: Partial<LinkTargets>;
}

export const DEMO_LINKS: readonly DemoLink[] = [
  {
    url: 'https://shop.example.com/collections/spring-2026?utm_source=instagram&utm_medium=social&utm_campaign=spring_launch',
    title: 'Spring collection 2026 – Example Shop',
    alias: 'spring26',
    daysAgo: 30,
    popularity: 'hot',
    domain: 'shop',
    pixels: ['facebook', 'gtm'],
    campaign: 'spring',
    channels: ['social'],
  },
  {
    url: 'https://www.example.com/blog/2026/03/introducing-the-new-dashboard',
    title: 'Introducing the new dashboard',
    description: 'Launch post for the redesigned dashboard.',
    daysAgo: 28,
    popularity: 'warm',
    campaign: 'spring',
    channels: ['social', 'docs'],
  },
  {
    url: 'https://shop.example.com/products/linen-overshirt-sage?variant=4471&utm_source=facebook&utm_medium=paid_social&utm_campaign=spring_launch',
    title: 'Linen overshirt in sage',
    daysAgo: 27,
    popularity: 'warm',
    redirect: { type: 'overlay', overlay: 'sale' },
    pixels: ['facebook'],
    campaign: 'spring',
  },
  {
    url: 'https://events.example.com/webinars/spring-product-tour?utm_source=linkedin&utm_medium=social',
    title: 'Spring product tour – live webinar',
    alias: 'tour-live',
    daysAgo: 25,
    popularity: 'warm',
    expiresInDays: 20,
    pixels: ['linkedin'],
    campaign: 'spring',
  },
  {
    url: 'https://shop.example.com/gift-cards?amount=50&utm_campaign=spring_launch',
    daysAgo: 26,
    popularity: 'cool',
    domain: 'shop',
    campaign: 'spring',
  },
  {
    url: 'https://www.example.com/press/2026/spring-launch-press-kit.pdf',
    title: 'Press kit: spring launch',
    daysAgo: 24,
    popularity: 'cool',
    redirect: { type: 'splash', page: 'launch' },
    campaign: 'spring',
  },
  {
    url: 'https://news.example.net/newsletter/issue-112?utm_source=newsletter&utm_medium=email',
    title: 'Issue 112: What we shipped in March',
    daysAgo: 40,
    popularity: 'warm',
    campaign: 'newsletter',
  },
  {
    url: 'https://news.example.net/newsletter/issue-113?utm_source=newsletter&utm_medium=email',
    title: 'Issue 113: Ten tips for faster checkouts',
    daysAgo: 33,
    popularity: 'warm',
    campaign: 'newsletter',
  },
  {
    url: 'https://news.example.net/newsletter/issue-114?utm_source=newsletter&utm_medium=email',
    title: 'Issue 114: The QR code issue',
    daysAgo: 19,
    popularity: 'hot',
    campaign: 'newsletter',
    channels: ['social'],
  },
  {
    url: 'https://news.example.net/newsletter/issue-115?utm_source=newsletter&utm_medium=email',
    title: 'Issue 115: Customer stories',
    daysAgo: 12,
    popularity: 'cool',
    campaign: 'newsletter',
  },
  {
    url: 'https://news.example.net/newsletter/subscribe?ref=footer',
    title: 'Subscribe to the newsletter',
    daysAgo: 120,
    popularity: 'warm',
    campaign: 'newsletter',
  },
  {
    url: 'https://partners.example.org/program/affiliate-terms-2026',
    title: 'Affiliate programme terms',
    daysAgo: 70,
    popularity: 'cool',
    redirect: { type: 'splash', page: 'disclosure' },
    campaign: 'partners',
  },
  {
    url: 'https://partners.example.org/resources/co-marketing-toolkit.zip',
    title: 'Co-marketing toolkit',
    description: 'For partners only. Demo password: preview',
    daysAgo: 65,
    popularity: 'cool',
    password: 'preview',
    campaign: 'partners',
  },
  {
    url: 'https://partners.example.org/apply?utm_source=partner_deck',
    title: 'Become a partner',
    daysAgo: 60,
    popularity: 'warm',
    campaign: 'partners',
    channels: ['creator'],
  },
  {
    url: 'https://partners.example.org/webinars/quarterly-partner-briefing',
    title: 'Quarterly partner briefing',
    daysAgo: 8,
    popularity: 'quiet',
    expiresInDays: 45,
    campaign: 'partners',
  },
  {
    url: 'https://docs.example.net/getting-started/installation?lang=en',
    title: 'Installation guide',
    daysAgo: 150,
    popularity: 'warm',
    redirect: { type: 'frame' },
    channels: ['docs'],
  },
  {
    url: 'https://docs.example.net/api/v3/authentication#bearer-tokens',
    title: 'API authentication',
    daysAgo: 140,
    popularity: 'cool',
    channels: ['docs'],
  },
  {
    url: 'https://docs.example.net/guides/branded-domains/dns-setup',
    title: 'Set up DNS for a branded domain',
    daysAgo: 100,
    popularity: 'cool',
    domain: 'brand',
  },
  {
    url: 'https://docs.example.net/changelog/2026-04',
    title: 'Changelog: April 2026',
    daysAgo: 5,
    popularity: 'quiet',
  },
  {
    url: 'https://support.example.com/hc/en-us/articles/360012345-reset-your-password',
    title: 'Reset your password',
    daysAgo: 130,
    popularity: 'warm',
  },
  {
    url: 'https://support.example.com/status',
    title: 'Service status',
    daysAgo: 110,
    popularity: 'cool',
    redirect: { type: 'frame' },
  },
  {
    url: 'https://careers.example.org/jobs/senior-frontend-engineer-remote?utm_source=linkedin',
    title: 'Senior Frontend Engineer (remote)',
    alias: 'jobs-fe',
    daysAgo: 45,
    popularity: 'warm',
    pixels: ['linkedin'],
    channels: ['social'],
  },
  {
    url: 'https://careers.example.org/jobs/customer-success-manager-berlin?utm_source=twitter',
    title: 'Customer Success Manager, Berlin',
    daysAgo: 38,
    popularity: 'cool',
    pixels: ['twitter'],
  },
  {
    url: 'https://careers.example.org/life-at-example',
    daysAgo: 90,
    popularity: 'cool',
  },
  {
    url: 'https://events.example.com/expo-2026/register?ticket=early-bird&utm_source=qr',
    title: 'Expo 2026: early-bird tickets',
    daysAgo: 55,
    popularity: 'hot',
    expiresInDays: -10,
    channels: ['print'],
  },
  {
    url: 'https://events.example.com/expo-2026/agenda',
    title: 'Expo 2026 agenda',
    alias: 'expo-agenda',
    daysAgo: 20,
    popularity: 'warm',
    domain: 'events',
    channels: ['print'],
  },
  {
    url: 'https://events.example.com/meetups/berlin-2026-05?utm_source=meetup',
    title: 'Berlin user meetup',
    daysAgo: 14,
    popularity: 'cool',
    domain: 'events',
    expiresInDays: 30,
    targets: {
      geo: [{ location: 'United Kingdom', link: 'https://events.example.com/meetups/london-2026-06' }],
    },
  },
  {
    url: 'https://app.example.com/signup?plan=pro&utm_source=youtube&utm_medium=video',
    title: 'Start your Pro trial',
    daysAgo: 85,
    popularity: 'hot',
    pixels: ['gtm', 'adwords'],
    targets: { parameters: [{ name: 'ref', value: 'shortlink' }] },
  },
  {
    url: 'https://app.example.com/download?platform=desktop',
    title: 'Download the desktop app',
    daysAgo: 75,
    popularity: 'warm',
    targets: {
      device: [
        { device: 'iOS', link: 'https://apps.example.com/ios/example-app' },
        { device: 'Android', link: 'https://apps.example.com/android/example-app' },
      ],
    },
  },
  {
    url: 'https://www.example.com/pricing?billing=yearly',
    title: 'Pricing',
    daysAgo: 95,
    popularity: 'warm',
    redirect: { type: 'overlay', overlay: 'sales' },
  },
  {
    url: 'https://www.example.com/customers/northwind-case-study',
    title: 'How Northwind cut support time in half',
    daysAgo: 50,
    popularity: 'cool',
    channels: ['social'],
  },
  {
    url: 'https://www.example.com/about/team',
    title: 'Meet the team',
    daysAgo: 160,
    popularity: 'quiet',
  },
  {
    url: 'https://blog.example.org/2026/02/how-we-measure-link-engagement',
    title: 'How we measure link engagement',
    daysAgo: 62,
    popularity: 'warm',
    pixels: ['ga'],
  },
  {
    url: 'https://blog.example.org/2026/01/year-in-review',
    title: '2025 in review',
    daysAgo: 100,
    popularity: 'cool',
    pixels: ['ga', 'quora'],
  },
  {
    url: 'https://blog.example.org/2026/04/qr-codes-on-packaging-what-works',
    title: 'QR codes on packaging: what works',
    daysAgo: 9,
    popularity: 'hot',
    pixels: ['pinterest', 'tiktok'],
    channels: ['print', 'social'],
  },
  {
    url: 'https://www.example.com/legal/privacy-policy',
    daysAgo: 155,
    popularity: 'quiet',
    private: true,
  },
  {
    url: 'https://shop.example.com/sale/clearance?sort=price-asc',
    title: 'Clearance sale',
    daysAgo: 16,
    popularity: 'warm',
    domain: 'brand',
    redirect: { type: 'splash', page: 'leaving' },
  },
  {
    url: 'https://shop.example.com/stores/london-covent-garden',
    title: 'Visit our Covent Garden store',
    daysAgo: 35,
    popularity: 'cool',
    targets: {
      geo: [{ location: 'Germany', link: 'https://shop.example.com/stores/berlin-mitte' }],
      language: [{ language: 'fr', link: 'https://shop.example.com/fr/magasins' }],
    },
  },
  {
    url: 'https://www.example.org/community/forum/t/feature-requests-2026/4412',
    title: 'Feature requests 2026',
    daysAgo: 22,
    popularity: 'cool',
    redirect: { type: 'overlay', overlay: 'newsletter' },
  },
  {
    url: 'https://www.example.com/podcast/episode-48-building-in-public',
    title: 'Podcast ep. 48: Building in public',
    daysAgo: 3,
    popularity: 'warm',
    pixels: ['reddit'],
  },
];

/** One QR code of the demo; `data` is what the API takes for its type. */
export type DemoQr = {
  [T in QrType]: {
    type: T;
    data: QrData<T>;
    name: string;
    daysAgo: number;
    /** Scans of dynamic codes; static codes have none to count. */
    popularity: Popularity;
    foreground?: string;
    background?: string;
    channels?: ChannelKey[];
  };
}[QrType];

export const DEMO_QR_CODES: readonly DemoQr[] = [
  {
    type: 'link',
    name: 'Table menu',
    data: 'https://www.example.com/menu?utm_source=qr&utm_medium=print&utm_campaign=table_cards',
    daysAgo: 140,
    popularity: 'hot',
    channels: ['print'],
  },
  {
    type: 'vcard',
    name: 'Business card – Alex',
    data: {
      fname: 'Alex',
      lname: 'Morgan',
      org: 'Example Brand Ltd',
      phone: '+1 555 0100',
      cell: '+1 555 0142',
      email: 'alex@example-brand.test',
      site: 'https://www.example.com/people/alex-morgan',
      street: '1 Example Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'United States',
    },
    daysAgo: 135,
    popularity: 'warm',
    foreground: 'rgb(17,24,39)',
    channels: ['creator', 'print'],
  },
  {
    type: 'text',
    name: 'Table tent',
    data: 'Thanks for visiting! Show this code at the counter for a free refill.',
    daysAgo: 130,
    popularity: 'quiet',
  },
  {
    type: 'email',
    name: 'Support email',
    data: {
      email: 'support@example.com',
      subject: 'Question about my order',
      body: 'Hello, I have a question about order number:',
    },
    daysAgo: 118,
    popularity: 'cool',
  },
  {
    type: 'wifi',
    name: 'Guest Wi-Fi',
    data: { ssid: 'ExampleCafe-Guest', pass: 'espresso-2026', encryption: 'wpa' },
    daysAgo: 112,
    popularity: 'quiet',
    foreground: 'rgb(120,53,15)',
    background: 'rgb(255,251,235)',
    channels: ['print'],
  },
  {
    type: 'phone',
    name: 'Customer hotline',
    data: '+15550100123',
    daysAgo: 104,
    popularity: 'warm',
  },
  {
    type: 'sms',
    name: 'Text to join',
    data: { phone: '+15550100456', message: 'JOIN SPRING' },
    daysAgo: 98,
    popularity: 'quiet',
  },
  {
    type: 'link',
    name: 'Spring poster',
    data: 'https://shop.example.com/collections/spring-2026?utm_source=qr&utm_medium=poster',
    daysAgo: 29,
    popularity: 'hot',
    foreground: 'rgb(22,101,52)',
    channels: ['print', 'social'],
  },
  {
    type: 'vcard',
    name: 'Front desk',
    data: {
      org: 'Example Brand Ltd',
      phone: '+1 555 0100',
      email: 'hello@example-brand.test',
      site: 'https://www.example.com/contact',
      street: '1 Example Street, Suite 200',
      city: 'Springfield',
      zip: '62701',
      country: 'United States',
    },
    daysAgo: 92,
    popularity: 'cool',
  },
  {
    type: 'email',
    name: 'Feedback address',
    data: 'feedback@example.com',
    daysAgo: 80,
    popularity: 'cool',
  },
  {
    type: 'wifi',
    name: 'Lobby network',
    data: { ssid: 'Example Lobby' },
    daysAgo: 76,
    popularity: 'quiet',
  },
  {
    type: 'text',
    name: 'Serial label',
    data: 'SN: EX-2026-004217 / Batch 12B',
    daysAgo: 68,
    popularity: 'quiet',
  },
  {
    type: 'phone',
    name: 'London bookings',
    data: '+442079460958',
    daysAgo: 58,
    popularity: 'cool',
    foreground: 'rgb(30,64,175)',
  },
  {
    type: 'sms',
    name: 'Table service',
    data: { phone: '+15550100789', message: 'Table 12 would like to order' },
    daysAgo: 47,
    popularity: 'quiet',
  },
  {
    type: 'link',
    name: 'Packaging insert',
    data: 'https://docs.example.net/setup/quick-start?utm_source=qr&utm_medium=packaging',
    daysAgo: 36,
    popularity: 'warm',
    channels: ['docs'],
  },
  {
    // Characters the WIFI: scheme has to escape.
    type: 'wifi',
    name: 'Expo hall Wi-Fi',
    data: { ssid: 'Expo;Hall:3', pass: 'p@ss,word"1', encryption: 'wpa' },
    daysAgo: 21,
    popularity: 'quiet',
    channels: ['print'],
  },
  {
    type: 'link',
    name: 'Expo badge',
    data: 'https://events.example.com/expo-2026/agenda?utm_source=qr&utm_medium=badge',
    daysAgo: 18,
    popularity: 'warm',
    background: 'rgb(255,237,213)',
    channels: ['print'],
  },
];

export interface DemoBioPage {
  name: string;
  links: { title: string; url: string }[];
  daysAgo: number;
  popularity: Popularity;
  channels: ChannelKey[];
}

export const DEMO_BIO_PAGES: readonly DemoBioPage[] = [
  {
    name: 'Alex Morgan',
    links: [
      { title: 'Portfolio', url: 'https://www.example.com/people/alex-morgan' },
      { title: 'Latest article', url: 'https://blog.example.org/2026/02/how-we-measure-link-engagement' },
      { title: 'Book a call', url: 'https://app.example.com/booking/alex' },
    ],
    daysAgo: 85,
    popularity: 'warm',
    channels: ['creator', 'social'],
  },
  {
    name: 'Example Brand',
    links: [
      { title: 'Shop the spring collection', url: 'https://shop.example.com/collections/spring-2026' },
      { title: 'Expo 2026 agenda', url: 'https://events.example.com/expo-2026/agenda' },
      { title: 'Newsletter', url: 'https://news.example.net/newsletter/subscribe' },
      { title: 'Help centre', url: 'https://support.example.com/hc/en-us' },
    ],
    daysAgo: 44,
    popularity: 'cool',
    channels: ['creator', 'print'],
  },
];

/** The free user's few things, so that each account visibly sees only its own. */
/**
 * What another client of a long-lived installation left behind: a domain stored without its scheme, and a
 * link on it whose short URL deployed installations print as `go.example-ads.test/bare01`. Seeded after
 * everything else, so the rest of the demo stays as it was.
 */
export const BARE_DOMAIN = {
  key: 'bare',
  domain: 'go.example-ads.test',
  redirectRoot: '',
  redirect404: '',
  daysAgo: 2,
} as const satisfies (typeof DEMO_DOMAINS)[number];

export const BARE_DOMAIN_LINK: DemoLink = {
  url: 'https://ads.example.net/landing/retargeting-spring?utm_source=adtracking',
  title: 'Retargeting landing page',
  alias: 'bare01',
  daysAgo: 1,
  popularity: 'cool',
  domain: 'bare',
};

export const FREE_USER_LINKS: readonly DemoLink[] = [
  {
    url: 'https://www.example.org/portfolio/sam-taylor',
    title: 'Sam Taylor – portfolio',
    daysAgo: 10,
    popularity: 'cool',
  },
  {
    url: 'https://www.example.org/blog/sam/first-post',
    daysAgo: 4,
    popularity: 'quiet',
  },
];

export const FREE_USER_PIXEL = {
  type: 'gapixel',
  name: 'Portfolio analytics',
  tag: 'G-7RT2LP9KQ3',
  daysAgo: 9,
} as const satisfies { type: PixelType; name: string; tag: string; daysAgo: number };
