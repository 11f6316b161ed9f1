"""The kernel: cards, money, the ledger, value classes, errors and registries. Imports nothing of refcli's
above it (docs/architecture.md)."""
