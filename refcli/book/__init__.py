"""The book: reports, the season, members and the roster, the schedule, exports, verify and checks."""
