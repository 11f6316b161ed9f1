"""Rulesets: YAML game and house files loaded into the frozen model (see rulesets/README.md).

Import the submodules directly (``refcli.rules.loader``, ``refcli.rules.describe``, ``refcli.rules.model``):
the table engine imports ``model`` on every command, so this package must not pull in the loader or the
describer behind its back.
"""
