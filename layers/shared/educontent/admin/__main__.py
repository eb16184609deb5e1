from educontent.admin.cli import main

raise SystemExit(main())
