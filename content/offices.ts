import type { Office } from "#content/schema/office.ts";

// The offices on the Global Footprint map, in the original site's order. Addresses, emails and phones are company
// facts in content/site.ts (`offices`, and the site's own for the head office). Labels are placed by
// hand so that the three offices in southern India stay legible side by side.
export const offices: Office[] = [
  {
    id: "hq",
    title: "Corporate Headquarters",
    person: "Head of client partnerships",
    coordinates: [-121.886, 37.338],
    label: { text: "San Jose (HQ)", side: "left" },
  },
  {
    id: "as",
    title: "Austin",
    person: "Regional delivery lead, Americas",
    coordinates: [-97.743, 30.267],
    label: { side: "right", dy: 0.4 },
  },
  {
    id: "lo",
    title: "London",
    person: "Country manager, United Kingdom",
    coordinates: [-0.128, 51.507],
    label: { side: "left" },
  },
  {
    id: "du",
    title: "Dubai",
    person: "Country manager, Middle East",
    coordinates: [55.271, 25.205],
    label: { side: "left", dy: -0.6 },
  },
  {
    id: "ba",
    title: "Bangalore",
    person: "Delivery centre head, Bangalore",
    coordinates: [77.595, 12.972],
    label: { side: "left", dy: -0.9 },
  },
  {
    id: "ch",
    title: "Chennai",
    person: "Delivery centre head, Chennai",
    coordinates: [80.271, 13.083],
    label: { side: "right" },
  },
  {
    id: "co",
    title: "Coimbatore",
    person: "Delivery centre head, Coimbatore",
    coordinates: [76.956, 11.017],
    label: { side: "left", dy: 1.6 },
  },
  {
    id: "au",
    title: "Australia",
    person: "Country manager, Australia and New Zealand",
    coordinates: [151.209, -33.869],
    label: { text: "Sydney", side: "right" },
  },
];
