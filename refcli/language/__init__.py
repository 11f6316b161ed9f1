"""The table language: its verbs and the parser of one typed line. Above the kernel only."""
