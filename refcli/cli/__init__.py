"""The entry points: the console script (quick), the click commands (main) and the shell. Kept empty:
`refcli.cli.quick` must load no click."""
