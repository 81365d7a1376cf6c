"""XXH3-128 (seed 0, default secret) in pure Python.

Only used on a cold path: to recompute the task ids LangGraph gives tasks
(and the interrupt ids it derives from their namespaces) when a thread saved
by LangGraph is resumed by lingxigraph. Written from the public XXH3 format
description; the digest is the canonical big-endian form (high half first),
as ``xxhash.xxh3_128_hexdigest`` prints it.
"""

from __future__ import annotations

_M64 = 0xFFFFFFFFFFFFFFFF
_M32 = 0xFFFFFFFF

_P32_1 = 0x9E3779B1
_P32_2 = 0x85EBCA77
_P32_3 = 0xC2B2AE3D
_P64_1 = 0x9E3779B185EBCA87
_P64_2 = 0xC2B2AE3D27D4EB4F
_P64_3 = 0x165667B19E3779F9
_P64_4 = 0x85EBCA77C2B2AE63
_P64_5 = 0x27D4EB2F165667C5
_MX1 = 0x165667919E3779F9
_MX2 = 0x9FB21C651E98DF25

_SECRET = bytes.fromhex(
    "b8fe6c3923a44bbe7c01812cf721ad1cded46de9839097db7240a4a4b7b3671f"
    "cb79e64eccc0e578825ad07dccff7221b8084674f743248ee03590e6813a264c"
    "3c2852bb91c300cb88d0658b1b532ea371644897a20df94e3819ef46a9deacd8"
    "a8fa763fe39c343ff9dcbbc7c70b4f1d8a51e04bcdb45931c89f7ec9d9787364"
    "eac5ac8334d3ebc3c581a0fffa1363eb170ddd51b7f0da49d316552629d4689e"
    "2b16be587d47a1fc8ff8b8d17ad031ce45cb3a8f95160428afd7fbcabb4b407e"
)
_SECRET_SIZE = len(_SECRET)  # 192
_STRIPE = 64
_STRIPES_PER_BLOCK = (_SECRET_SIZE - _STRIPE) // 8
_BLOCK = _STRIPE * _STRIPES_PER_BLOCK


def _u32(data: bytes, at: int) -> int:
    return int.from_bytes(data[at : at + 4], "little")


def _u64(data: bytes, at: int) -> int:
    return int.from_bytes(data[at : at + 8], "little")


_S64 = [_u64(_SECRET, i) for i in range(_SECRET_SIZE - 7)]


def _avalanche_xxh64(h: int) -> int:
    h ^= h >> 33
    h = (h * _P64_2) & _M64
    h ^= h >> 29
    h = (h * _P64_3) & _M64
    return h ^ (h >> 32)


def _avalanche(h: int) -> int:
    h ^= h >> 37
    h = (h * _MX1) & _M64
    return h ^ (h >> 32)


def _fold(a: int, b: int) -> int:
    """Multiply two 64-bit words to 128 bits; xor of the halves."""
    p = a * b
    return (p ^ (p >> 64)) & _M64


def _swap32(x: int) -> int:
    return int.from_bytes(x.to_bytes(4, "little"), "big")


def _swap64(x: int) -> int:
    return int.from_bytes(x.to_bytes(8, "little"), "big")


def _len_1to3(data: bytes) -> tuple[int, int]:
    n = len(data)
    c1, c2, c3 = data[0], data[n >> 1], data[n - 1]
    lo = (c1 << 16) | (c2 << 24) | c3 | (n << 8)
    swapped = _swap32(lo)
    hi = ((swapped << 13) | (swapped >> 19)) & _M32
    flip_lo = _u32(_SECRET, 0) ^ _u32(_SECRET, 4)
    flip_hi = _u32(_SECRET, 8) ^ _u32(_SECRET, 12)
    return _avalanche_xxh64(lo ^ flip_lo), _avalanche_xxh64(hi ^ flip_hi)


def _len_4to8(data: bytes) -> tuple[int, int]:
    n = len(data)
    word = _u32(data, 0) + (_u32(data, n - 4) << 32)
    keyed = word ^ (_S64[16] ^ _S64[24])
    p = keyed * ((_P64_1 + (n << 2)) & _M64)
    lo, hi = p & _M64, p >> 64
    hi = (hi + (lo << 1)) & _M64
    lo ^= hi >> 3
    lo ^= lo >> 35
    lo = (lo * _MX2) & _M64
    lo ^= lo >> 28
    return lo, _avalanche(hi)


def _len_9to16(data: bytes) -> tuple[int, int]:
    n = len(data)
    flip_lo = _S64[32] ^ _S64[40]
    flip_hi = _S64[48] ^ _S64[56]
    in_lo = _u64(data, 0)
    in_hi = _u64(data, n - 8)
    p = (in_lo ^ in_hi ^ flip_lo) * _P64_1
    lo, hi = p & _M64, p >> 64
    lo = (lo + ((n - 1) << 54)) & _M64
    in_hi ^= flip_hi
    hi = (hi + in_hi + (in_hi & _M32) * (_P32_2 - 1)) & _M64
    lo ^= _swap64(hi)
    p = lo * _P64_2
    out_lo, out_hi = p & _M64, p >> 64
    out_hi = (out_hi + hi * _P64_2) & _M64
    return _avalanche(out_lo), _avalanche(out_hi)


def _mix16(data: bytes, at: int, s: int) -> int:
    return _fold(_u64(data, at) ^ _S64[s], _u64(data, at + 8) ^ _S64[s + 8])


def _mix32(lo: int, hi: int, data: bytes, at1: int, at2: int, s: int) -> tuple[int, int]:
    lo = (lo + _mix16(data, at1, s)) & _M64
    lo ^= (_u64(data, at2) + _u64(data, at2 + 8)) & _M64
    hi = (hi + _mix16(data, at2, s + 16)) & _M64
    hi ^= (_u64(data, at1) + _u64(data, at1 + 8)) & _M64
    return lo, hi


def _finish_mid(lo: int, hi: int, n: int) -> tuple[int, int]:
    out_lo = (lo + hi) & _M64
    out_hi = (lo * _P64_1 + hi * _P64_4 + n * _P64_2) & _M64
    return _avalanche(out_lo), (-_avalanche(out_hi)) & _M64


def _len_17to128(data: bytes) -> tuple[int, int]:
    n = len(data)
    lo, hi = (n * _P64_1) & _M64, 0
    if n > 32:
        if n > 64:
            if n > 96:
                lo, hi = _mix32(lo, hi, data, 48, n - 64, 96)
            lo, hi = _mix32(lo, hi, data, 32, n - 48, 64)
        lo, hi = _mix32(lo, hi, data, 16, n - 32, 32)
    lo, hi = _mix32(lo, hi, data, 0, n - 16, 0)
    return _finish_mid(lo, hi, n)


def _len_129to240(data: bytes) -> tuple[int, int]:
    n = len(data)
    lo, hi = (n * _P64_1) & _M64, 0
    for i in range(4):
        lo, hi = _mix32(lo, hi, data, 32 * i, 32 * i + 16, 32 * i)
    lo, hi = _avalanche(lo), _avalanche(hi)
    for i in range(4, n // 32):
        lo, hi = _mix32(lo, hi, data, 32 * i, 32 * i + 16, 3 + 32 * (i - 4))
    # the last 32 bytes, read in swapped order, against a fixed secret window
    lo, hi = _mix32(lo, hi, data, n - 16, n - 32, 136 - 17 - 16)
    return _finish_mid(lo, hi, n)


def _accumulate_stripe(acc: list[int], data: bytes, at: int, s: int) -> None:
    for i in range(8):
        value = _u64(data, at + 8 * i)
        key = value ^ _S64[s + 8 * i]
        acc[i ^ 1] = (acc[i ^ 1] + value) & _M64
        acc[i] = (acc[i] + (key & _M32) * (key >> 32)) & _M64


def _scramble(acc: list[int]) -> None:
    s = _SECRET_SIZE - _STRIPE
    for i in range(8):
        a = acc[i]
        a ^= a >> 47
        a ^= _S64[s + 8 * i]
        acc[i] = (a * _P32_1) & _M64


def _merge(acc: list[int], s: int, start: int) -> int:
    result = start
    for i in range(4):
        result += _fold(acc[2 * i] ^ _S64[s + 16 * i], acc[2 * i + 1] ^ _S64[s + 16 * i + 8])
    return _avalanche(result & _M64)


def _long(data: bytes) -> tuple[int, int]:
    n = len(data)
    acc = [_P32_3, _P64_1, _P64_2, _P64_3, _P64_4, _P32_2, _P64_5, _P32_1]
    blocks = (n - 1) // _BLOCK
    for b in range(blocks):
        base = b * _BLOCK
        for k in range(_STRIPES_PER_BLOCK):
            _accumulate_stripe(acc, data, base + k * _STRIPE, 8 * k)
        _scramble(acc)
    base = blocks * _BLOCK
    for k in range(((n - 1) - base) // _STRIPE):
        _accumulate_stripe(acc, data, base + k * _STRIPE, 8 * k)
    _accumulate_stripe(acc, data, n - _STRIPE, _SECRET_SIZE - _STRIPE - 7)
    lo = _merge(acc, 11, (n * _P64_1) & _M64)
    hi = _merge(acc, _SECRET_SIZE - _STRIPE - 11, ~(n * _P64_2) & _M64)
    return lo, hi


def xxh3_128(data: bytes) -> int:
    """The XXH3-128 hash of ``data`` (seed 0) as an int (high 64 bits first)."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"xxh3_128 takes bytes, not {type(data).__name__}")
    data = bytes(data)
    n = len(data)
    if n <= 16:
        if n > 8:
            lo, hi = _len_9to16(data)
        elif n >= 4:
            lo, hi = _len_4to8(data)
        elif n:
            lo, hi = _len_1to3(data)
        else:
            lo = _avalanche_xxh64(_S64[64] ^ _S64[72])
            hi = _avalanche_xxh64(_S64[80] ^ _S64[88])
    elif n <= 128:
        lo, hi = _len_17to128(data)
    elif n <= 240:
        lo, hi = _len_129to240(data)
    else:
        lo, hi = _long(data)
    return (hi << 64) | lo


def xxh3_128_hexdigest(data: bytes) -> str:
    """32 lowercase hex characters, as ``xxhash.xxh3_128_hexdigest(data)``."""
    return f"{xxh3_128(data):032x}"
