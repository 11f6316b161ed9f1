"""The log: the store (SQLite, migrations, snapshots), the event payloads, and a night read back from its
events. Below the book, which reads nights, and the session, which writes them."""
