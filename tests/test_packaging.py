"""A non-editable install ships the rulesets: the installed `refcli` works from any folder.

The current tree is built (as pip builds it for a user) and installed without deps into a throwaway venv that sees the test
environment's click/pyyaml/tabulate, then run from an empty directory so nothing resolves via the checkout.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    py = venv / "bin" / "python"
    build = tmp_path_factory.mktemp("build")
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", str(ROOT)],
                   check=True, cwd=build, env=dict(os.environ, TMPDIR=str(build)), capture_output=True)
    return venv / "bin" / "refcli"


def run(refcli, *args, cwd):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "REFCLI_RULESETS")}
    env["REFCLI_DB"] = str(Path(cwd) / "store.db")
    return subprocess.run([str(refcli), *args], cwd=cwd, env=env, capture_output=True, text=True)


def test_installed_refcli_prints_the_rules_from_any_folder(installed, tmp_path):
    result = run(installed, "rules", "seven-card-stud", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("7 Card Stud")
    assert "Low Chicago" in result.stdout
    listing = run(installed, "rules", cwd=tmp_path)
    assert "seven-card-stud" in listing.stdout


def test_installed_refcli_plays_the_sample_night(installed, tmp_path):
    result = run(installed, "run", str(ROOT / "examples" / "club-night.txt"), "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["balances"] == {"Ann": 125, "Bob": 225, "Cal": -1075, "Dee": 725}


def test_installed_refcli_reports_errors_in_one_line(installed, tmp_path):
    result = run(installed, "bet", "Bob", "1", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == "Error: no night is open: start one with night NAME NAME ...\n"
    assert run(installed, "--version", cwd=tmp_path).stdout.startswith("refcli, version ")
