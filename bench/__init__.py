"""Benchmarks: each module `bench/<name>.py` has a `main()` that prints its figures."""
