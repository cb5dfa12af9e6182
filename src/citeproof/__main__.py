from citeproof.cli import main

raise SystemExit(main())
