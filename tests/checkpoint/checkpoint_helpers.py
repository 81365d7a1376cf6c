"""Helpers shared by the checkpoint tests (imported by ``conftest.py`` and test modules)."""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Sequence
from typing import Any, Literal, cast

import anyio.to_thread

from lingxigraph.config import RunnableConfig
from lingxigraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
)

DriverMode = Literal["sync", "asyncio", "trio"]


class ReversingCipher:
    """A toy cipher (reverses the bytes) so the encrypted path runs without crypto packages."""

    def encrypt(self, plaintext: bytes) -> tuple[str, bytes]:
        return "reverse", plaintext[::-1]

    def decrypt(self, ciphername: str, ciphertext: bytes) -> bytes:
        if ciphername != "reverse":
            raise ValueError(f"not my cipher: {ciphername}")
        return ciphertext[::-1]


class SaverClient:
    """Calls a saver's sync methods (from a worker thread) or its async twins, by mode."""

    def __init__(self, saver: BaseCheckpointSaver[Any], mode: DriverMode) -> None:
        self.saver = saver
        self.mode = mode

    async def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if self.mode == "sync":
            method = functools.partial(getattr(self.saver, name), *args, **kwargs)
            return await anyio.to_thread.run_sync(method)
        return await getattr(self.saver, "a" + name)(*args, **kwargs)

    async def get(self, config: RunnableConfig) -> Checkpoint | None:
        return cast("Checkpoint | None", await self._call("get", config))

    async def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        return cast("CheckpointTuple | None", await self._call("get_tuple", config))

    async def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        return cast(RunnableConfig, await self._call("put", config, checkpoint, metadata, new_versions))

    async def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        await self._call("put_writes", config, writes, task_id, task_path)

    async def delete_thread(self, thread_id: str) -> None:
        await self._call("delete_thread", thread_id)

    async def get_delta_channel_history(self, config: RunnableConfig, channels: Sequence[str]) -> Any:
        return await self._call("get_delta_channel_history", config=config, channels=channels)

    async def list(self, config: RunnableConfig | None, **kwargs: Any) -> list[CheckpointTuple]:
        if self.mode == "sync":
            return await anyio.to_thread.run_sync(lambda: list(self.saver.list(config, **kwargs)))
        items: AsyncIterator[CheckpointTuple] = self.saver.alist(config, **kwargs)
        return [item async for item in items]
