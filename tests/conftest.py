"""Every test gets its own night store and no user rulesets from the environment."""

import pytest


@pytest.fixture(autouse=True)
def _isolated_store(tmp_path, monkeypatch):
    monkeypatch.setenv("REFCLI_DB", str(tmp_path / "refcli.db"))
    monkeypatch.delenv("REFCLI_RULESETS", raising=False)
    monkeypatch.delenv("REFCLI_DEBUG", raising=False)
