"""Brute-force answers to "could this round have been paired better?", for checking pairings.

They solve one plain question each (fewest rematches, then the smallest squared score gaps) with
a matching of their own, so the core's tiered weights are checked against the plain criteria.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence

import networkx as nx


def best_pairing_cost(
    players: Sequence[int], met: Counter, score: Mapping[int, float]
) -> tuple[int, float]:
    """The least (rematches, sum of squared score gaps) any pairing of `players` can have."""
    if not players:
        return (0, 0.0)
    gaps = {(a, b): (score[a] - score[b]) ** 2 for a, b in itertools.combinations(players, 2)}
    big = 4 * (sum(gaps.values()) + 1)
    graph = nx.Graph()
    for (a, b), gap in gaps.items():
        # whole numbers: squared gaps of half points are quarters
        penalty = met[frozenset((a, b))] * big + gap
        graph.add_edge(a, b, weight=int(4 * (len(players) * big * 10 - penalty)))
    pairs = nx.max_weight_matching(graph, maxcardinality=True)
    assert 2 * len(pairs) == len(players)
    return pairing_cost(list(pairs), met, score)


def pairing_cost(
    pairs: Sequence[tuple[int, int]], met: Counter, score: Mapping[int, float]
) -> tuple[int, float]:
    return (
        sum(met[frozenset(p)] for p in pairs),
        sum((score[a] - score[b]) ** 2 for a, b in pairs),
    )


def fewest_rematches(players: Sequence[int], met: Counter) -> int:
    """The fewest rematches a pairing of `players` must have."""
    graph = nx.Graph()
    graph.add_nodes_from(players)
    for a, b in itertools.combinations(players, 2):
        graph.add_edge(a, b, weight=10 * len(players) - met[frozenset((a, b))])
    pairs = nx.max_weight_matching(graph, maxcardinality=True)
    assert 2 * len(pairs) == len(players)
    return sum(met[frozenset(p)] for p in pairs)
