"""Waiting on a condition, for the end-to-end tests and the soak (no AT-SPI needed to import it)."""
import time


def wait_until(probe, what, timeout=20.0, interval=0.1):
    """The first true value `probe` returns, polled every `interval` seconds; fails after `timeout`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = probe()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}")
