PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run playground test lint format bench bytecode clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The bot's own modules compiled ahead, as pip does for every installed package: otherwise each
# start compiles them anew (when PYTHONDONTWRITEBYTECODE is set, or __pycache__ is read-only),
# which costs time and, since the parser's memory is not all given back, ~2 MiB of RSS.
# Up to date, it takes a fraction of a second; a tree it cannot write to is compiled at each
# start, as before.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q -j 0 bot cogs bench >/dev/null || true

run: bytecode
	$(BIN)/python -m bot.playground --auto

playground: bytecode
	$(BIN)/python -m bot.playground

test: bytecode
	$(BIN)/python -m ruff check .
	$(BIN)/python -m ruff format --check .
	$(BIN)/python -m pytest -n 4 --maxschedchunk 1

lint: $(STAMP)
	$(BIN)/python -m ruff check .
	$(BIN)/python -m ruff format --check .

format: $(STAMP)
	$(BIN)/python -m ruff format .
	$(BIN)/python -m ruff check --fix .

bench: bytecode
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .pytest_cache
