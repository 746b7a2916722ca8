/** Regular hours exactly as in the spec's structured data (0 Sunday). */
export const DEMO_BUSINESS_HOURS = [
  { day_of_week: 0, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 2, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 3, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 4, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 5, open_time: "11:00", close_time: "23:00", is_closed: false },
  { day_of_week: 6, open_time: "11:00", close_time: "23:00", is_closed: false },
];
