import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Page } from '@/payload-types'

type PageData = RequiredDataFromCollectionSlug<'pages'>
type Block = NonNullable<Page['sections']>[number]
type Of<K extends Block['blockType']> = Extract<Block, { blockType: K }>
type Button = NonNullable<Of<'hero'>['buttons']>[number]
type Card = NonNullable<Of<'section'>['cards']>[number]

const btn = (label: string, href: string, style: Button['style'] = 'primary', newTab = false): Button => ({
  label,
  href,
  style,
  newTab,
})
const items = (...texts: string[]) => texts.map((text) => ({ text }))
const card = (title: string, text: string, extra: Partial<Card> = {}): Card => ({ title, text, ...extra })
const hero = (data: Omit<Of<'hero'>, 'blockType'>): Of<'hero'> => ({ blockType: 'hero', ...data })
const section = (data: Omit<Of<'section'>, 'blockType'>): Of<'section'> => ({ blockType: 'section', ...data })
const stats = (data: Omit<Of<'stats'>, 'blockType'>): Of<'stats'> => ({ blockType: 'stats', ...data })
const embed = (data: Omit<Of<'embed'>, 'blockType'>): Of<'embed'> => ({ blockType: 'embed', ...data })

/** The external TV story; staff can point it at the station's article in /admin. */
const TV_STORY_URL = 'https://www.wsmv.com/'
const COMING_SOON = 'Coming Soon'

/**
 * Starting copy of the information pages (spec §2.3, §2.9). Facts kept in Site settings are
 * written as {tokens}; staff edit everything else in Content → Pages.
 */
export const demoPages: PageData[] = [
  {
    path: '/',
    title: 'Planting Hope. Growing Dignity. Finding Joy.',
    description:
      'A {city}, {state} nonprofit offering women in crisis a free, private boutique, healing gardens and a caring community.',
    sections: [
      hero({
        heading: 'Planting Hope. Growing Dignity. Finding Joy.',
        body: 'We walk beside women who are starting over — survivors of abuse, women in recovery and women rebuilding their lives — with free clothing, healing gardens and a community that believes in them.',
        image: '/images/hero-garden.svg',
        imageAlt: 'Illustration of flowers and seedlings growing in a sunny garden bed',
        buttons: [
          btn('Visit Bloom Boutique', '/bloom-boutique'),
          btn('Read Our Story', '/about', 'outline'),
          btn('Shop Seeds & Gifts', '/store', 'secondary'),
          btn('Support the Mission', '/donate', 'outline'),
        ],
      }),
      stats({ items: [{ value: '{womenServed}', label: 'Women Served', text: 'Each one welcomed with the same care and respect.' }] }),
      section({
        heading: 'In Loving Memory',
        body: "{foundationName} was born from a mother's love. Our founder started this work in memory of her late son, turning grief into a place where other families can find hope.\n\nIn his honor, we stand on three pillars.",
        tone: 'soft',
        cards: [
          card('Confidence-Building Attire', 'Free, hand-picked clothing and shoes so every woman can walk into an interview, a courtroom or a new beginning feeling like herself.'),
          card('Practical Resources', 'Help finding the next step: referrals, career support and everyday essentials.', {
            items: items('Life-skills training — coming soon'),
          }),
          card('Encouraging Community', 'A circle of women, volunteers and neighbors who cheer each other on, long after the first visit.'),
        ],
      }),
      section({
        heading: 'As Seen on WSMV 4',
        body: 'Our local TV news shared the story of our foundation and Bloom Boutique. We are grateful for every neighbor who watched, shared and reached out.',
        buttons: [
          btn('Watch the Story on WSMV', TV_STORY_URL, 'outline', true),
          btn('Read About the Feature', '/news/wsmv-feature', 'primary'),
        ],
      }),
      embed({ feature: 'featuredProducts' }),
      stats({
        heading: 'Our Beginning',
        body: 'Founded in {foundedYear} in {city}, {state}, we are just getting started — and every woman counts.',
        items: [{ value: '{womenServed}', label: 'Women Served So Far' }],
      }),
    ],
  },
  {
    path: '/services',
    title: 'Services',
    description: 'Free support for women starting over: hair services, career coaching, peer support and more.',
    sections: [
      hero({
        heading: 'Our Services',
        body: 'Practical, judgment-free support for women rebuilding their lives. Every service is free, and every woman receives the same care.',
        buttons: [btn('Contact Us', '/contact'), btn('Learn About Us', '/about', 'outline')],
      }),
      section({
        heading: 'How We Help',
        cards: [
          card('Hair Services', 'A fresh haircut and style from caring local stylists, so you can face the world feeling like yourself.'),
          card('Career Coaching', 'Help with résumés, interview practice and the confidence to take the next step at work.'),
          card('Wellness Support', 'Connections to counseling and wellness resources for body, mind and spirit.', { badge: COMING_SOON }),
          card('Housing Assistance', 'Guidance and referrals to help you find a safe, stable place to live.', { badge: COMING_SOON }),
          card('Life Skills Training', 'Budgeting, cooking, planning and other everyday skills for independent living.', { badge: COMING_SOON }),
          card('Peer Support', 'Women who have walked a similar road, ready to listen and encourage you.'),
        ],
      }),
      section({
        heading: 'Who We Serve',
        tone: 'soft',
        body: 'Our doors are open to any woman who needs a fresh start, including:',
        list: items(
          'Survivors of domestic violence and abuse',
          'Women in recovery or rehabilitation',
          'Women returning home and rebuilding after hardship',
          'Women starting over after a major life change',
          'Mothers working toward stability for their families',
        ),
      }),
      section({
        heading: 'Reach Out',
        body: 'Questions about our services? Email us at {contactEmail}.\n\nWe respond within 24 hours.',
        buttons: [btn('Contact Us', '/contact'), btn('Email {contactEmail}', 'mailto:{contactEmail}', 'outline')],
      }),
    ],
  },
  {
    path: '/bloom-boutique',
    title: 'Bloom Boutique',
    description: 'A free, private, appointment-only boutique where women in crisis choose clothing, shoes and accessories.',
    sections: [
      hero({
        badge: 'Free · Private · By appointment only',
        heading: 'Bloom Boutique',
        body: 'A free, private boutique where women starting over shop for clothing, shoes and accessories at no cost. Visits are by appointment only, so you have the space to yourself and time to choose without pressure.',
        image: '/images/boutique.svg',
        imageAlt: 'Illustration of a boutique clothing rail with dresses, a handbag and shoes',
        buttons: [btn('Request an Appointment', '/intake-form'), btn('Contact Us', '/contact', 'outline')],
      }),
      section({
        heading: 'How It Works',
        cards: [
          card('1. Reach Out', 'Fill out our short intake form or contact us. We will set up a private appointment that fits your schedule.'),
          card('2. Visit and Browse', 'Come in at your appointment time and browse at your own pace, with a friendly volunteer if you would like one.'),
          card('3. Choose', 'Pick the pieces you love and take them home — free of charge, no questions asked.'),
        ],
      }),
      section({
        heading: 'Items Available',
        tone: 'sage',
        list: items(
          'Professional and interview clothing',
          'Everyday and casual wear',
          'Shoes for work and every day',
          'Coats and seasonal clothing',
          'Handbags and accessories',
          'Jewelry and finishing touches',
        ),
      }),
      section({
        heading: 'Hygiene Pantry',
        cards: [
          card('Hygiene Pantry', 'Soon you will also be able to pick up personal care and hygiene essentials during your visit.', {
            badge: COMING_SOON,
          }),
        ],
      }),
      section({
        heading: 'Ready to Visit?',
        body: 'Your visit is free and private. We are glad you are here.',
        buttons: [btn('Fill Out the Intake Form', '/intake-form'), btn('Ask Us a Question', '/contact', 'outline')],
      }),
    ],
  },
  {
    path: '/gardens',
    title: 'Gardens',
    description: 'Healing gardens where women grow flowers, food and hope together.',
    sections: [
      hero({
        heading: 'Healing Gardens',
        body: 'Gardens are places of patience and new life. Our garden spaces give women room to slow down, get their hands in the soil and watch something beautiful grow.',
        image: '/images/garden.svg',
        imageAlt: 'Illustration of raised garden beds with sunflowers, herbs and a watering can',
      }),
      section({
        heading: 'Our Garden Spaces',
        cards: [
          card('Flower Garden', 'Bright blooms planted and tended together — a reminder that growth takes time.'),
          card('Vegetable Garden', 'Fresh produce grown for our community and for the farm table.'),
          card('Seed Garden', 'Where the seeds in our shop begin, saved and shared season after season.'),
          card('Reflection Corner', 'A quiet, shaded place to sit, breathe and rest.'),
        ],
      }),
      embed({
        feature: 'newsletter',
        source: 'gardens',
        heading: 'Get Garden Updates',
        body: 'Hear what is blooming, when volunteer days are planned and how the gardens are growing.',
      }),
      section({
        heading: 'Help the Gardens Grow',
        body: 'Seeds, soil, tools and water all add up. A gift of any size helps the gardens keep blooming.',
        buttons: [btn('Support the Gardens', '/donate')],
      }),
    ],
  },
  {
    path: '/get-involved',
    title: 'Get Involved',
    description: 'Sponsor a shopping experience, volunteer, host a drive or partner with us.',
    sections: [
      hero({
        heading: 'Get Involved',
        body: 'There are many ways to help a woman start over. Choose the one that fits you — every one makes a difference.',
      }),
      embed({ feature: 'sponsorshipPackages' }),
      section({
        heading: 'Other Ways to Help',
        tone: 'soft',
        cards: [
          card('Make a Donation', 'One-time or recurring gifts keep the boutique stocked and the gardens growing.', { linkLabel: 'Donate', linkHref: '/donate' }),
          card('Volunteer', 'Sort donations, greet guests or lend a hand in the garden.', { linkLabel: 'Contact Us to Volunteer', linkHref: '/contact' }),
          card('Host a Drive', 'Collect clothing, shoes or essentials at your church, school or workplace.', { linkLabel: 'Host a Drive', linkHref: '/host-drive' }),
          card('Shop With Purpose', 'Farm goods, seeds and handmade gifts — every purchase supports the mission.', { linkLabel: 'Visit the Store', linkHref: '/store' }),
          card('Spread the Word', 'Follow us and share our story with friends who care.', { linkLabel: 'Follow Us', linkHref: '#social' }),
        ],
      }),
      section({
        heading: 'Special Opportunities',
        cards: [
          card('Sponsorship', 'Sponsor one or more complete shopping experiences for women in our community.', {
            linkLabel: 'View Sponsorship Options',
            linkHref: '/sponsorship',
          }),
          card('Partnerships', 'Businesses, churches and organizations can partner with us in lasting ways.', {
            linkLabel: 'Partner With Us',
            linkHref: '/partners',
          }),
        ],
      }),
      section({
        heading: 'Ready to Make a Difference?',
        tone: 'sage',
        body: 'Whether you give, partner or share, you help a woman take her next step with dignity.',
        buttons: [btn('Become a Partner', '/partners'), btn('Donate Today', '/donate', 'outline')],
      }),
      embed({
        feature: 'socialLinks',
        anchor: 'social',
        heading: 'Follow Our Journey',
        body: 'See new arrivals at the boutique, garden updates and stories of hope.',
      }),
    ],
  },
  {
    path: '/partners',
    title: 'Partner With Us',
    description: 'Businesses, churches, professionals and families partnering to help women start over with dignity.',
    sections: [
      hero({
        heading: 'Partner With Us',
        body: 'No one rebuilds alone. Our partners give their time, talents and resources so that every woman we serve is met with dignity.',
        image: '/images/partners.svg',
        imageAlt: 'Illustration of several hands planting a seedling together',
        buttons: [btn('Become a Partner', '/contact')],
      }),
      section({
        heading: 'Professional Service Partners',
        body: 'Stylists, counselors, coaches and other professionals who share their skills with the women we serve. We will introduce them here, with their permission, as partnerships grow.',
      }),
      section({
        heading: 'Community and Nonprofit Collaborators',
        tone: 'soft',
        body: 'Churches, community groups and fellow nonprofits who refer women to us, host drives and work beside us.',
      }),
      section({
        heading: 'Family and Personal Contributors',
        body: 'Families and friends who give clothing, time and encouragement — often in memory of someone they love.',
      }),
      section({
        heading: 'Who We Partner With',
        tone: 'sage',
        cards: [
          card('Salons and Stylists', 'Offer haircuts and styling that help a woman feel like herself again.', {
            itemsHeading: 'Examples',
            items: items('Donated haircuts', 'Styling for interviews', 'Product donations'),
          }),
          card('Boutiques and Clothing Stores', 'Share new or gently used inventory with Bloom Boutique.', {
            itemsHeading: 'Examples',
            items: items('End-of-season clothing', 'Shoes and accessories', 'Display fixtures'),
          }),
          card('Churches and Community Organizations', 'Connect women to us and rally your members to help.', {
            itemsHeading: 'Examples',
            items: items('Clothing drives', 'Volunteer teams', 'Meeting space'),
          }),
          card('Therapists and Counselors', 'Support emotional healing with professional care.', {
            itemsHeading: 'Examples',
            items: items('Counseling referrals', 'Support groups', 'Wellness workshops'),
          }),
          card('Small Businesses', 'Lend your skills, products or space to the mission.', {
            itemsHeading: 'Examples',
            items: items('Job-readiness mentoring', 'Product donations', 'Event sponsorship'),
          }),
          card('Other Nonprofits', 'Work together so women get the full circle of support they need.', {
            itemsHeading: 'Examples',
            items: items('Shared referrals', 'Joint events', 'Resource sharing'),
          }),
        ],
      }),
      section({
        heading: 'How You Can Partner',
        cards: [
          card('Offer Professional Services', 'Give your professional time and expertise to women starting over.'),
          card('Donate Clothing and Shoes', 'Keep the boutique racks full of quality, in-season pieces.'),
          card('Sponsor Shopping Experiences', 'Fund complete boutique visits for women in our community.'),
          card('Collaborate on Handmade Items', 'Create goods with us for the shop, where every sale supports the mission.'),
          card('Host Community Events', 'Bring people together for a drive, a workshop or a celebration.'),
          card('Corporate Sponsorships', 'Make a lasting commitment as a business that invests in its community.'),
        ],
      }),
      section({
        heading: 'Supporting Bloom Boutique',
        tone: 'soft',
        body: 'Bloom Boutique is free to every woman we serve, by appointment only. Partners keep it stocked, staffed and welcoming, so each visit feels like a gift rather than a handout.',
      }),
      section({
        heading: 'Current Partnership Needs',
        cards: [
          card('Immediate Needs', 'Ways you can help right now:', {
            items: items('Professional clothing in all sizes', 'New undergarments and socks', 'Shoes in good condition', 'Volunteer stylists'),
          }),
          card('Long-Term Partnerships', 'Relationships that help us grow:', {
            items: items('Ongoing shopping-experience sponsors', 'Counseling and wellness providers', 'Job-readiness and career mentors', 'Space for future programs'),
          }),
        ],
        buttons: [btn('Contact Us About Partnering', '/contact')],
      }),
    ],
  },
  {
    path: '/about',
    title: 'About Us',
    description: 'Our story, mission, values and team — a foundation created in loving memory of our founder’s son.',
    sections: [
      hero({
        heading: 'About Us',
        body: 'Founded in {foundedYear} in {city}, {state}, {foundationName} helps women in crisis rebuild their lives with dignity.',
        image: '/images/hero-garden.svg',
        imageAlt: 'Illustration of flowers and seedlings growing in a sunny garden bed',
      }),
      section({
        heading: 'Our Story',
        body: 'Our foundation was created in loving memory of our founder’s late son. Out of deep loss grew a simple wish: that no woman facing her hardest days would have to face them alone.\n\nWhat began with a few donated outfits has become a free boutique, healing gardens and a community of people who believe every woman deserves a fresh start.',
      }),
      section({
        heading: 'Our Mission',
        tone: 'soft',
        body: 'To plant hope, grow dignity and help women find joy again by meeting their immediate needs, building their skills and surrounding them with community.',
      }),
      section({
        heading: 'Our Values',
        cards: [
          card('Dignity', 'Every woman is treated with the same respect and care, with no service tiers.'),
          card('Growth', 'We believe in new beginnings and the small steps that lead to them.'),
          card('Community', 'Healing happens together, among people who show up for one another.'),
          card('Empowerment', 'We offer tools and encouragement so women can choose their own path.'),
        ],
      }),
      section({
        heading: 'Our Approach',
        tone: 'sage',
        cards: [
          card('1. Meet Basic Needs', 'Clothing, shoes and essentials, given freely and privately.'),
          card('2. Build Skills', 'Coaching and practical support for work and everyday life.'),
          card('3. Foster Community', 'A circle of encouragement that lasts beyond a single visit.'),
        ],
      }),
      section({
        heading: 'From Our Farm',
        body: 'Our farm grows flowers, produce and seeds, and our community makes handmade gifts. Every purchase helps fund the boutique and our programs. Farm stand hours: {farmStandHours}.',
        image: '/images/farm.svg',
        imageAlt: 'Illustration of a small farm stand with baskets of produce and seed packets',
        buttons: [btn('Visit the Store', '/store', 'secondary')],
      }),
      section({
        heading: 'Our Team',
        cards: [
          card('Founder', 'Our founder started the foundation in memory of her son and leads it day to day.'),
          card('Leadership Team', 'Officers who keep the foundation steady and accountable.', {
            items: items('Vice President', 'Treasurer', 'Secretary'),
          }),
          card('Board Members', 'Volunteers from our community who guide the foundation’s direction.'),
          card('Advisors', 'Three advisors who share their experience with us.', {
            items: items('Advisor for community outreach', 'Advisor for wellness and recovery', 'Advisor for business and finance'),
          }),
        ],
      }),
      section({
        heading: 'Be Part of Our Story',
        tone: 'soft',
        body: 'Your gift or your message could be the start of someone’s fresh beginning.',
        buttons: [btn('Donate', '/donate'), btn('Contact Us', '/contact', 'outline')],
      }),
    ],
  },
  {
    path: '/media-kit',
    title: 'Media Kit',
    description: 'Quick facts, story, programs and media contact for journalists covering our foundation.',
    sections: [
      hero({
        heading: 'Media Kit',
        body: 'Thank you for your interest in our work. Here you will find the facts, story and contacts you need.',
      }),
      section({
        heading: 'Quick Facts',
        list: items(
          'Founded: {foundedYear}',
          'Location: {city}, {state}',
          'Women served: {womenServed}',
          'Bloom Boutique: free, by appointment only',
          'Dedicated to the memory of our founder’s son',
        ),
      }),
      section({
        heading: 'Our Story',
        tone: 'soft',
        body: '{foundationName} was founded in {foundedYear} in {city}, {state}, in loving memory of our founder’s late son. We support women in crisis — survivors of abuse, women in recovery and women starting over — with dignity, practical help and community.',
      }),
      section({
        heading: 'Our Programs',
        cards: [
          card('Bloom Boutique', 'A free, private, appointment-only clothing boutique.'),
          card('Healing Gardens', 'Garden spaces for growth, rest and community.'),
          card('Support Services', 'Hair services, career coaching and peer support, with more on the way.'),
          card('Farm and Handmade Goods', 'Seeds, farm goods and gifts whose sales fund the mission.'),
        ],
      }),
      section({
        heading: 'Key Messages',
        tone: 'sage',
        list: items(
          'Every woman receives identical care — there are no service tiers.',
          'Boutique visits are free, private and by appointment only.',
          'Hope, dignity and joy can grow again after the hardest seasons.',
          'The community makes this work possible.',
        ),
      }),
      section({
        heading: 'Milestones',
        list: items(
          '{foundedYear}: {foundationName} founded in {city}, {state}',
          'September 19, 2025: featured on WSMV 4 local news',
          '{womenServed} women served so far',
        ),
      }),
      section({
        heading: 'Media Contact',
        tone: 'soft',
        body: 'For interviews, photos or more information, email {contactEmail}. We respond within 24 hours.',
        buttons: [
          btn('Email {contactEmail}', 'mailto:{contactEmail}'),
          btn('Request Photos', 'mailto:{contactEmail}?subject=Photo%20request', 'outline'),
        ],
      }),
      section({
        heading: 'More Resources',
        cards: [
          card('About Us', 'Our story, mission, values and team.', { linkLabel: 'Read About Us', linkHref: '/about' }),
          card('Services', 'What we offer women starting over.', { linkLabel: 'See Our Services', linkHref: '/services' }),
          card('Donate', 'How gifts support the mission.', { linkLabel: 'Donate', linkHref: '/donate' }),
          card('Get Involved', 'Volunteering, drives and sponsorships.', { linkLabel: 'Get Involved', linkHref: '/get-involved' }),
        ],
      }),
    ],
  },
  {
    path: '/stories-of-hope',
    title: 'Stories of Hope',
    description: 'The women behind our work, and the hope that grows when a community cares.',
    sections: [
      hero({
        heading: 'Stories of Hope',
        body: 'Behind every visit is a woman with courage and a story. These are the first seeds of many.',
      }),
      stats({
        items: [
          { value: '{womenServed}', label: 'Women Served' },
          { value: '100%', label: 'Genuine Care' },
          { value: '∞', label: 'Hope Restored' },
        ],
      }),
      section({
        heading: 'Testimonials Coming Soon',
        tone: 'soft',
        body: 'We are gathering stories from the women we serve, shared only with their permission and in their own words. Please check back soon.',
      }),
      section({
        heading: 'Share Your Story',
        body: 'Has the foundation been part of your journey? We would be honored to hear from you. Email {contactEmail} — you decide what is shared, and whether your name is used.',
        buttons: [btn('Email Your Story', 'mailto:{contactEmail}?subject=My%20story%20of%20hope')],
      }),
    ],
  },
  {
    path: '/news/wsmv-feature',
    title: 'Featured on WSMV 4',
    description: 'Local TV news featured our foundation and Bloom Boutique on September 19, 2025.',
    sections: [
      section({ buttons: [btn('← Back to Home', '/', 'link')] }),
      hero({
        badge: 'Featured on WSMV 4',
        heading: 'Our Foundation on Local TV News',
        meta: 'Published September 19, 2025',
        body: 'WSMV 4 visited to share the story of our foundation, our founder and Bloom Boutique.',
        buttons: [btn('Read the Original Article', TV_STORY_URL, 'primary', true)],
      }),
      {
        blockType: 'quotes',
        heading: 'Story Highlights',
        quotes: [
          { text: 'Every woman who walks through our doors deserves to feel seen, valued and beautiful.', attribution: 'Our founder' },
          { text: 'The boutique is free, private and by appointment, so each woman can choose in peace.', attribution: '{foundationName}' },
        ],
      },
      section({
        heading: 'A Note From Our Founder',
        body: 'Thank you to WSMV 4 and to everyone who watched and reached out. This work began in memory of my son, and every message of support reminds me that his love keeps growing through it.',
      }),
      section({
        heading: 'About Bloom Boutique',
        tone: 'soft',
        body: 'Bloom Boutique is our free, appointment-only boutique where women starting over choose clothing, shoes and accessories with dignity.',
        buttons: [btn('Donate', '/donate'), btn('About Us', '/about', 'outline')],
      }),
    ],
  },
]

/**
 * "Staying safe online" (issue 22): what the exit does and does not do, safer browsing and
 * devices, the hotlines, and the privacy notice the forms link to (#privacy). Plain words: it is
 * read by women who may be afraid of someone close to them. Exported so the issue-22 data
 * migration can add it to sites seeded before it existed.
 */
export const safetyPage: PageData = {
  path: '/staying-safe-online',
  title: 'Staying Safe Online',
  description: 'How the Exit this page button works, how to browse more privately, where to call or text for help, and our privacy policy.',
  sections: [
    hero({
      heading: 'Staying Safe Online',
      body: 'If someone may check your phone or computer, these steps can help you visit this site more safely. You know your situation best: do what feels safe for you.',
    }),
    section({
      heading: 'The Exit this page button',
      body: 'The red Exit this page button is at the top of every page. Press it, or press the Shift key three times, and the page is covered at once and a neutral website (a weather search) opens in its place. It also clears what this site saved in your browser, such as your shopping cart.\n\nWhat it does not do: it does not erase your browser history, so the pages you visited can still be found under History. It does not close other tabs or windows of this site, and it cannot hide anything from spying apps installed on the device.',
    }),
    section({
      heading: 'Browse more privately',
      tone: 'soft',
      list: items(
        'Use a private window (called Incognito in Chrome, InPrivate in Edge, Private in Safari and Firefox). It keeps no history once you close it.',
        'If you cannot use a private window, delete this site from your browser history afterwards, rather than clearing all of it, which can itself look unusual.',
        'Do not let the browser save passwords or form answers for this site.',
        'Think about who else can see your e-mail and text messages before you choose how we should contact you.',
      ),
    }),
    section({
      heading: 'Safer devices',
      list: items(
        'If you think your phone or computer is being watched, a computer at a public library, a trusted friend’s phone or a work device may be safer.',
        'Check which apps can see your location and turn off location sharing you did not set up.',
        'Change important passwords from a device you trust, and turn on two-step sign-in.',
        'Look for apps you do not recognize, and for your e-mail or photo accounts signed in on devices that are not yours.',
      ),
    }),
    section({
      heading: 'Call or text for help',
      tone: 'soft',
      body: 'If you are in danger, call 911.\n\nThese lines are free, confidential and open 24 hours a day, 7 days a week:',
      cards: [
        card('National Domestic Violence Hotline', 'Call 1-800-799-7233 to talk with an advocate.', {
          linkLabel: 'Call 1-800-799-7233',
          linkHref: 'tel:18007997233',
        }),
        card('Crisis Text Line', 'Text HOME to 741741 to reach a trained crisis counselor.', {
          linkLabel: 'Text HOME to 741741',
          linkHref: 'sms:741741?body=HOME',
        }),
      ],
    }),
    section({
      heading: 'Our privacy policy',
      anchor: 'privacy',
      body: 'We collect only what we need to help you, and only our signed-in staff can read it. We never sell or share it. When something arrives, staff are told by e-mail only that it arrived, never what it says. This site shows no advertising and loads no tracking scripts; only the payment steps load Stripe, which takes card payments so that we never see your card number.',
      list: items(
        'Boutique visit request: your name, e-mail, phone, how to contact you, clothing sizes, what you need, a preferred time, how you heard of us, anything else you tell us, and your consent. Your answers are stored encrypted and are deleted automatically once your request has been closed for the retention period our staff set (180 days unless this page says otherwise).',
        'Contact form: your name, e-mail, subject and message, kept so we can reply.',
        'Drive hosting form: your contact details and your drive plans, kept while we organize the drive.',
        'Feedback: your answers, and your e-mail only if you give it.',
        'Newsletter: your e-mail address, until you unsubscribe.',
        'Donations and orders: your name, e-mail and what you gave or bought, kept for our accounts and receipts.',
      ),
    }),
    section({
      heading: 'Asking us to delete your information',
      body: 'Write to {contactEmail} and ask us to delete what you sent, ideally from the same e-mail address. We will delete it and confirm when it is done. If writing from your own e-mail is not safe, call us or ask a trusted advocate to contact us for you.',
      buttons: [btn('Email {contactEmail}', 'mailto:{contactEmail}')],
    }),
  ],
}

/** Creates each page that is missing; a page staff already edited is left as it is. */
export async function seedPages(payload: Payload) {
  for (const data of [...demoPages, safetyPage]) {
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: data.path } } })
    if (totalDocs === 0) await payload.create({ collection: 'pages', data })
  }
}
