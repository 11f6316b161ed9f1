"""The one-document export (format 1) is made a night at a time, holding text and never the book's values, yet
writes byte for byte the document it always wrote: every export refcli wrote, and every one it writes, is that
document."""

from __future__ import annotations

import json

from click.testing import CliRunner

from refcli.book.nightfile import export_nights
from refcli.cli.main import cli
from refcli.log.store import Store


def invoke(*args, input=None):
    return CliRunner().invoke(cli, list(args), input=input)


def night(bet: str, carry: bool) -> list[str]:
    return ["night Ann Bob Cal", "game stud", "deal", f"bet bob {bet}, fold, fold", "deal",
            "bet cal 1, fold, fold", "end carry" if carry else "end"]


def test_the_document_is_what_json_writes_of_the_whole_book(tmp_path):
    db = str(tmp_path / "host.db")
    for i, bet in enumerate(("1", ".50", ".75")):
        path = tmp_path / f"night{i}.txt"
        path.write_text("\n".join(night(bet, carry=i == 0)) + "\n")
        assert invoke("--db", db, "run", str(path)).exit_code == 0
    assert invoke("--db", db, "paid", "Ann", "Cal", ".50").exit_code == 0      # a payment between nights
    assert invoke("--db", db, "member", "rename", "Bob", "Robert").exit_code == 0
    store = Store(db)
    try:
        for ids in ([1, 2, 3], [3, 1], [2]):
            whole = json.dumps(export_nights(store, ids), indent=1, ensure_ascii=False) + "\n"
            out = invoke("--db", db, "export", *map(str, ids))
            assert (out.exit_code, out.output) == (0, whole)
        data = json.loads(invoke("--db", db, "export", "all").output)
    finally:
        store.close()
    assert [p["amount"] for p in data["payments"]] == [50]
    assert [m["name"] for m in data["members"]] == ["Ann", "Robert", "Cal"]
