/**
 * What the sample generator draws from: Google-style fine categories per group,
 * with nouns for business names and a weekly-hours pattern typical of the trade.
 */
export interface SampleKind {
  category: string;
  nouns: readonly string[];
  hours: readonly WeekPattern[];
  weight: number;
}

/** Seven day texts, Monday first, in Google Maps' export format. */
export type WeekPattern = readonly [string, string, string, string, string, string, string];

const office: WeekPattern = ["9AM-5PM", "9AM-5PM", "9AM-5PM", "9AM-5PM", "9AM-5PM", "Closed", "Closed"];
const officeSat: WeekPattern = ["8AM-6PM", "8AM-6PM", "8AM-6PM", "8AM-6PM", "8AM-6PM", "9AM-1PM", "Closed"];
const clinic: WeekPattern = ["8AM-5PM", "8AM-5PM", "8AM-5PM", "8AM-5PM", "8AM-4:30PM", "Closed", "Closed"];
const diner: WeekPattern = ["7AM-3PM", "7AM-3PM", "7AM-3PM", "7AM-3PM", "7AM-3PM", "7AM-2PM", "8AM-2PM"];
const dinner: WeekPattern = ["Closed", "11AM-2PM,5-10PM", "11AM-2PM,5-10PM", "11AM-2PM,5-10PM", "11AM-2PM,5-11PM", "5-11PM", "5-9PM"];
const allDay: WeekPattern = ["11AM-10PM", "11AM-10PM", "11AM-10PM", "11AM-10PM", "11AM-11PM", "11AM-11PM", "11AM-9PM"];
const cafe: WeekPattern = ["6:30AM-6PM", "6:30AM-6PM", "6:30AM-6PM", "6:30AM-6PM", "6:30AM-6PM", "7AM-6PM", "7AM-5PM"];
const bar: WeekPattern = ["4PM-12AM", "4PM-12AM", "4PM-12AM", "4PM-1AM", "3PM-2AM", "12PM-2AM", "12-10PM"];
const salon: WeekPattern = ["Closed", "10AM-7PM", "10AM-7PM", "10AM-7PM", "10AM-8PM", "9AM-6PM", "11AM-5PM"];
const shop: WeekPattern = ["10AM-8PM", "10AM-8PM", "10AM-8PM", "10AM-8PM", "10AM-9PM", "10AM-9PM", "11AM-6PM"];
const garage: WeekPattern = ["7:30AM-6PM", "7:30AM-6PM", "7:30AM-6PM", "7:30AM-6PM", "7:30AM-6PM", "8AM-2PM", "Closed"];
const nightly: WeekPattern = ["Closed", "Closed", "6PM-12AM", "6PM-12AM", "6PM-2AM", "12PM-2AM", "12-8PM"];
const always: WeekPattern = ["Open 24 hours", "Open 24 hours", "Open 24 hours", "Open 24 hours", "Open 24 hours", "Open 24 hours", "Open 24 hours"];
const school: WeekPattern = ["7:30AM-4PM", "7:30AM-4PM", "7:30AM-4PM", "7:30AM-4PM", "7:30AM-4PM", "Closed", "Closed"];
const gym: WeekPattern = ["5AM-10PM", "5AM-10PM", "5AM-10PM", "5AM-10PM", "5AM-9PM", "7AM-7PM", "8AM-6PM"];

export const sampleKinds: readonly SampleKind[] = [
  { category: "Italian restaurant", nouns: ["Trattoria", "Ristorante", "Kitchen", "Osteria"], hours: [dinner, allDay], weight: 5 },
  { category: "Mexican restaurant", nouns: ["Taqueria", "Cantina", "Cocina", "Grill"], hours: [allDay], weight: 5 },
  { category: "Pizza restaurant", nouns: ["Pizza", "Pizzeria", "Pizza Co."], hours: [allDay], weight: 5 },
  { category: "American restaurant", nouns: ["Grill", "Kitchen", "Tavern", "Eatery"], hours: [allDay, dinner], weight: 5 },
  { category: "Chinese restaurant", nouns: ["Garden", "Palace", "Kitchen", "Wok"], hours: [allDay], weight: 4 },
  { category: "Coffee shop", nouns: ["Coffee", "Roasters", "Coffee House", "Espresso Bar"], hours: [cafe], weight: 4 },
  { category: "Bakery", nouns: ["Bakery", "Bakehouse", "Bread Co."], hours: [cafe], weight: 2 },
  { category: "Diner", nouns: ["Diner", "Breakfast Club", "Family Restaurant"], hours: [diner], weight: 2 },
  { category: "Sushi restaurant", nouns: ["Sushi", "Sushi Bar", "Izakaya"], hours: [dinner], weight: 2 },
  { category: "Bar & grill", nouns: ["Bar & Grill", "Tap House", "Pub"], hours: [bar], weight: 3 },
  { category: "Family practice physician", nouns: ["Family Medicine", "Primary Care", "Health Partners"], hours: [clinic], weight: 4 },
  { category: "Dentist", nouns: ["Dental", "Family Dentistry", "Dental Care", "Smiles"], hours: [clinic], weight: 4 },
  { category: "Urgent care center", nouns: ["Urgent Care", "Walk-In Clinic", "Immediate Care"], hours: [gym, always], weight: 2 },
  { category: "Chiropractor", nouns: ["Chiropractic", "Spine & Wellness", "Chiropractic Center"], hours: [clinic], weight: 2 },
  { category: "Veterinarian", nouns: ["Animal Hospital", "Veterinary Clinic", "Pet Clinic"], hours: [officeSat], weight: 2 },
  { category: "Pharmacy", nouns: ["Pharmacy", "Drug Store", "Apothecary"], hours: [shop, always], weight: 2 },
  { category: "Auto repair shop", nouns: ["Auto Repair", "Automotive", "Auto Care", "Garage"], hours: [garage], weight: 5 },
  { category: "Tire shop", nouns: ["Tire & Service", "Tire Center", "Tires"], hours: [garage], weight: 2 },
  { category: "Car wash", nouns: ["Car Wash", "Auto Spa", "Express Wash"], hours: [shop], weight: 2 },
  { category: "Auto body shop", nouns: ["Collision", "Body Shop", "Auto Body"], hours: [garage], weight: 2 },
  { category: "Hair salon", nouns: ["Salon", "Hair Studio", "Hair Co."], hours: [salon], weight: 4 },
  { category: "Barber shop", nouns: ["Barbershop", "Barbers", "Cuts"], hours: [salon], weight: 3 },
  { category: "Nail salon", nouns: ["Nails", "Nail Spa", "Nail Bar"], hours: [salon], weight: 3 },
  { category: "Day spa", nouns: ["Day Spa", "Spa", "Massage & Spa"], hours: [salon], weight: 2 },
  { category: "Gym", nouns: ["Fitness", "Gym", "Athletic Club", "Strength"], hours: [gym, always], weight: 2 },
  { category: "Plumber", nouns: ["Plumbing", "Plumbing & Drain", "Rooter"], hours: [officeSat, always], weight: 4 },
  { category: "Electrician", nouns: ["Electric", "Electrical Services", "Electric Co."], hours: [officeSat], weight: 3 },
  { category: "HVAC contractor", nouns: ["Heating & Air", "Comfort Systems", "HVAC"], hours: [officeSat], weight: 3 },
  { category: "Roofing contractor", nouns: ["Roofing", "Roofing & Exteriors", "Roof Co."], hours: [office], weight: 2 },
  { category: "House cleaning service", nouns: ["Cleaning", "Maids", "Home Cleaning"], hours: [officeSat], weight: 2 },
  { category: "Landscaper", nouns: ["Landscaping", "Lawn & Garden", "Outdoor Living"], hours: [officeSat], weight: 2 },
  { category: "Locksmith", nouns: ["Lock & Key", "Locksmith", "Security"], hours: [always, officeSat], weight: 1 },
  { category: "Law firm", nouns: ["Law Group", "Law Offices", "& Associates", "Legal"], hours: [office], weight: 4 },
  { category: "Accountant", nouns: ["CPA", "Accounting", "Tax & Accounting"], hours: [office], weight: 3 },
  { category: "Insurance agency", nouns: ["Insurance", "Insurance Agency", "Insurance Group"], hours: [office], weight: 3 },
  { category: "Real estate agency", nouns: ["Realty", "Real Estate", "Properties", "Homes"], hours: [officeSat], weight: 3 },
  { category: "Marketing agency", nouns: ["Marketing", "Creative", "Media"], hours: [office], weight: 1 },
  { category: "Preschool", nouns: ["Preschool", "Early Learning Center", "Kids Academy"], hours: [school], weight: 2 },
  { category: "Tutoring service", nouns: ["Tutoring", "Learning Center", "Academic Coaching"], hours: [officeSat], weight: 2 },
  { category: "Driving school", nouns: ["Driving School", "Driver Training"], hours: [officeSat], weight: 1 },
  { category: "Music school", nouns: ["School of Music", "Music Academy", "Music Studio"], hours: [officeSat], weight: 1 },
  { category: "Bowling alley", nouns: ["Lanes", "Bowl", "Bowling Center"], hours: [nightly, allDay], weight: 1 },
  { category: "Movie theater", nouns: ["Cinema", "Theatre", "Movies"], hours: [allDay], weight: 1 },
  { category: "Night club", nouns: ["Lounge", "Club", "Nightclub"], hours: [nightly], weight: 1 },
  { category: "Escape room center", nouns: ["Escape Rooms", "Escape Games", "Puzzle Rooms"], hours: [allDay], weight: 1 },
  { category: "Hotel", nouns: ["Hotel", "Inn", "Suites"], hours: [always], weight: 2 },
  { category: "Florist", nouns: ["Flowers", "Florist", "Floral Design"], hours: [shop], weight: 1 },
  { category: "Hardware store", nouns: ["Hardware", "Supply", "Home & Hardware"], hours: [shop], weight: 1 },
  { category: "Dog groomer", nouns: ["Pet Grooming", "Grooming", "Dog Spa"], hours: [salon], weight: 1 },
];

export const surnames = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
  "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor",
  "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez",
  "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright",
  "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall",
  "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Kim", "Patel", "Chen", "Murphy",
  "Cook", "Rogers", "Morgan", "Cooper", "Peterson", "Reed", "Bailey", "Bell", "Kelly",
  "Howard", "Ward", "Cox", "Diaz", "Richardson", "Wood", "Watson", "Brooks", "Bennett",
  "Gray", "James", "Reyes", "Cruz", "Hughes", "Price", "Myers", "Long", "Foster", "Sanders",
  "Ross", "Morales", "Powell", "Sullivan", "Russell", "Ortiz", "Jenkins", "Gutierrez", "Perry",
  "Butler", "Barnes", "Fisher", "Henderson", "Coleman", "Simmons", "Patterson", "Jordan", "Romano",
];

export const adjectives = [
  "Golden", "Blue Ridge", "Evergreen", "Summit", "Liberty", "Heritage", "Main Street",
  "Riverside", "Oak Tree", "Sunrise", "Pioneer", "Red Barn", "Silver Lake", "Cornerstone",
  "Maple", "Harbor", "Union", "Prairie", "Lakeside", "Hometown", "Northside", "Southside",
  "Eastside", "Westside", "Crescent", "Keystone", "Magnolia", "Cedar", "Highland", "Old Town",
  "Bright Star", "True North", "Copper", "Ironwood", "Willow", "Bluebird", "First Choice", "Premier",
];

export const streetNames = [
  "Main", "Oak", "Maple", "Park", "Washington", "Lake", "Hill", "Pine", "Cedar", "Elm",
  "Walnut", "Lincoln", "Jefferson", "Madison", "Franklin", "Jackson", "Church", "Center",
  "Broad", "Market", "Mill", "Spring", "River", "Highland", "Sunset", "Ridge", "Chestnut",
  "Willow", "Meadow", "Forest", "Adams", "Monroe", "Union", "Liberty", "College", "Water",
  "Grand", "Prospect", "Railroad", "Valley", "1st", "2nd", "3rd", "4th", "5th", "6th", "7th",
  "8th", "9th", "10th", "12th", "14th",
];

export const streetSuffixes = ["St", "Ave", "Blvd", "Rd", "Dr", "Ln", "Way", "Pkwy", "Ct", "Pl"];
export const unitPrefixes = ["Suite", "Ste", "Unit", "#"];
