"""Runs every end-to-end test module here and prints 'N passed, N failed'."""
import os
import sys
import unittest

here = os.path.dirname(os.path.abspath(__file__))
suite = unittest.defaultTestLoader.discover(here, pattern="test_*.py", top_level_dir=here)
result = unittest.TextTestRunner(verbosity=2).run(suite)
failed = len(result.failures) + len(result.errors)
# On the runner's own stream (stderr), after its report: the summary must be a line of its own,
# which Scripts/test reads, and stdout's buffer would interleave it with the report.
print(f"e2e: {result.testsRun - failed} passed, {failed} failed", file=sys.stderr, flush=True)
sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
