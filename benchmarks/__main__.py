"""``python -m benchmarks``: see `benchmarks.runner`."""

import sys

from benchmarks.runner import main

if __name__ == "__main__":
    sys.exit(main())
