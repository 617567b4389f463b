"""KeyedLocks: one holder per key at a time, other keys free, nothing kept once released."""

from __future__ import annotations

import asyncio

import pytest

from bot.locks import KeyedLocks


async def test_one_holder_per_key_and_nothing_left_afterwards() -> None:
    locks = KeyedLocks()
    inside: list[str] = []
    order: list[str] = []

    async def work(key: str, name: str) -> None:
        async with locks.hold(key):
            inside.append(name)
            assert [n for n in inside if n[0] == key] == [name]  # alone on its key
            order.append(name)
            await asyncio.sleep(0.01)
            inside.remove(name)

    await asyncio.gather(work("a", "a1"), work("a", "a2"), work("b", "b1"))
    assert sorted(order) == ["a1", "a2", "b1"] and order.index("b1") < order.index("a2")
    assert len(locks) == 0


async def test_an_error_inside_releases_the_key() -> None:
    locks = KeyedLocks()
    with pytest.raises(RuntimeError):
        async with locks.hold("a"):
            raise RuntimeError
    assert len(locks) == 0
    async with asyncio.timeout(1):
        async with locks.hold("a"):
            assert len(locks) == 1
