from citeproof.cli import program

raise SystemExit(program())
