/** Enquiries as the API clients send them, for the tests and the probe. */

/** A complete, valid body for each form, as the spec 7 clients send them. */
export const VALID_BODIES = {
  contact: {
    name: "Priya Raman",
    email: "priya.raman@example.com",
    phone: "+44 20 7946 0321",
    company: "Raman Coatings Ltd",
    request: "Technical Information",
    message: "Which of your defoamers suits a water-based wood varnish?",
  },
  sales: {
    name: "Tomasz Nowak",
    company: "Nowak Paper Mills",
    email: "t.nowak@example.com",
    phone: "+48 22 123 45 67",
    address: "ul. Fabryczna 12",
    address2: "",
    city: "Łódź",
    postcode: "90-344",
    location: "Europe ex-UK",
    industry: "Manufacturing",
    productfamily: "3",
    message: "We need a price for 2 tonnes a month of a silicone-free defoamer.",
  },
  product: {
    fname: "Gwen Harris",
    company: "Harris Bakeries",
    email: "gwen@example.com",
    phone: "01632 960 999",
    paddress: "4 Mill Lane, Fenmoor",
    selectcountry: "UK",
    productfamily1: "5",
    sampleproduct1: "",
    request: "Bakery",
    message: "Please send datasheets and a price list.",
  },
  expert: {
    name: "Alisha Kaur",
    company: "Kaur Brewing Co",
    email: "alisha@example.com",
    phone: "0161 496 0123",
    location: "UK",
    industry: "Fermentation",
    process: "Food, drink or feed",
    problem: "Foam at start-up or during the run",
    products: "",
    message: "Our fermenters foam over in the first hours of the ferment. Which antifoam and what dose?",
  },
} as const;

export const ENDPOINTS = {
  contact: "/api/contact-us",
  sales: "/api/order-online",
  sample: "/api/request-online",
  product: "/api/product-enquiry",
  expert: "/api/expert-enquiry",
} as const;
