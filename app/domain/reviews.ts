/**
 * Customer reviews. The summary figures and these reviews are published sample
 * content (SPEC.md section 1), not a live feed.
 */
export const reviewSummary = {
  totalReviews: 2847,
  averageRating: 4.9,
  /** Share of reviews per star rating, as fractions. */
  distribution: [
    { stars: 5, share: 0.89 },
    { stars: 4, share: 0.08 },
    { stars: 3, share: 0.02 },
    { stars: 2, share: 0.01 },
    { stars: 1, share: 0 },
  ],
} as const;

export interface Review {
  id: string;
  name: string;
  /** Who they are, shown under the name (for testimonials). */
  role: string;
  title: string;
  rating: 1 | 2 | 3 | 4 | 5;
  date: string;
  verified: boolean;
  content: string;
  helpful: number;
  images: number;
}

export const reviews: readonly Review[] = [
  {
    id: "r-1001",
    name: "Marcus T.",
    role: "Club DJ, Las Vegas",
    title: "Looks incredible under the booth lights",
    rating: 5,
    date: "October 28, 2026",
    verified: true,
    content:
      "Put my label's logo on my MacBook Pro 16 in matte. The cut-outs line up perfectly with the Apple logo and the edges haven't lifted after two months of gigs and flight cases.",
    helpful: 48,
    images: 3,
  },
  {
    id: "r-1002",
    name: "Jennifer L.",
    role: "IT Director, Riverside Unified",
    title: "150 Chromebooks wrapped before the semester",
    rating: 5,
    date: "October 14, 2026",
    verified: true,
    content:
      "We ordered wraps with the district crest and an asset-tag QR code for every student device. The proof came back the same afternoon, the PO process was painless, and the whole order shipped in two days.",
    helpful: 37,
    images: 2,
  },
  {
    id: "r-1003",
    name: "Priya S.",
    role: "Realtor, Irvine",
    title: "My laptop is now a business card",
    rating: 5,
    date: "September 30, 2026",
    verified: true,
    content:
      "Clients comment on it at every open house. The gloss finish makes my headshot and brokerage logo look sharp, and it peeled off clean when I upgraded laptops.",
    helpful: 29,
    images: 1,
  },
  {
    id: "r-1004",
    name: "Daniel K.",
    role: "Engineering student, UC Davis",
    title: "Fits my Dell XPS 13 exactly",
    rating: 5,
    date: "September 21, 2026",
    verified: true,
    content:
      "I was worried about the webcam and hinge, but the template was spot on. Installation took ten minutes with the guide, and no bubbles.",
    helpful: 22,
    images: 0,
  },
  {
    id: "r-1005",
    name: "Rachel M.",
    role: "Office manager, Coastline Legal",
    title: "Discreet branding for the whole firm",
    rating: 5,
    date: "September 9, 2026",
    verified: true,
    content:
      "We wanted something subtle for client meetings: a matte navy wrap with a small firm monogram. Twenty-eight laptops, identical, and the team loves them.",
    helpful: 18,
    images: 2,
  },
  {
    id: "r-1006",
    name: "Tyler B.",
    role: "Streamer",
    title: "Colours are exactly like my artwork",
    rating: 4,
    date: "August 27, 2026",
    verified: true,
    content:
      "The print is sharp and the colours match my file. One corner needed an extra press with the hair dryer trick from the install guide, but it has held perfectly since.",
    helpful: 15,
    images: 1,
  },
  {
    id: "r-1007",
    name: "Angela R.",
    role: "Teacher",
    title: "Students finally stop swapping laptops",
    rating: 5,
    date: "August 12, 2026",
    verified: true,
    content:
      "Each cart of laptops has its own colour and number now. Kids know which one is theirs and the wraps clean up with a damp cloth.",
    helpful: 12,
    images: 0,
  },
  {
    id: "r-1008",
    name: "Chris P.",
    role: "Photographer",
    title: "Gorgeous print of my own landscape photo",
    rating: 5,
    date: "July 30, 2026",
    verified: true,
    content:
      "Uploaded a 300 DPI shot from Big Sur and it looks like a fine-art print on my MacBook Air. Shipping was faster than promised.",
    helpful: 10,
    images: 4,
  },
  {
    id: "r-1009",
    name: "Sofia G.",
    role: "Marketing lead, Brightline Health",
    title: "Great for trade-show laptops",
    rating: 5,
    date: "July 18, 2026",
    verified: true,
    content:
      "Our booth laptops now match our banners. The team helped us place the QR code so it scans from across the table.",
    helpful: 9,
    images: 2,
  },
  {
    id: "r-1010",
    name: "Ben W.",
    role: "Software developer",
    title: "Solid quality, slightly long wait at peak",
    rating: 4,
    date: "July 2, 2026",
    verified: false,
    content:
      "Ordered during back-to-school week and production took three days instead of one, which the site does warn about. The wrap itself is excellent.",
    helpful: 7,
    images: 0,
  },
  {
    id: "r-1011",
    name: "Nadia F.",
    role: "Graduate student",
    title: "Removed cleanly after a year",
    rating: 5,
    date: "June 19, 2026",
    verified: true,
    content:
      "Took my wrap off before selling my laptop and there was no residue at all. Already ordered one for the new machine.",
    helpful: 6,
    images: 0,
  },
  {
    id: "r-1012",
    name: "Omar H.",
    role: "Mobile DJ, Phoenix",
    title: "Second wrap, same great result",
    rating: 5,
    date: "June 3, 2026",
    verified: true,
    content:
      "Switched to a Lenovo Legion and the template was already there. Same crisp print, same perfect cut.",
    helpful: 5,
    images: 1,
  },
];

/** How many review cards show at first, and how many each Load More adds. */
export const reviewsPageSize = 6;
