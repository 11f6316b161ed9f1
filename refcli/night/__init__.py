"""The night as it is played: the session applies a typed line to the table, appends its events and keeps
the book (the debts a `paid` line settles, the digests of an ended night)."""
