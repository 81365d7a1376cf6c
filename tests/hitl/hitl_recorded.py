"""LangGraph 1.2.11's recorded outputs that the human-in-the-loop tests compare against.

Each entry is one section of ``shared/reference/scripts/out/<script>.txt``, copied
verbatim except for remark lines the script printed (``interrupt id == ...``).
``test_hitl_recorded.py`` checks every entry against the reference file when
``shared/`` is present.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Recorded:
    """One recorded section."""

    script: str
    """Reference script name, e.g. ``e21_sub_interrupt``."""
    section: str
    """The section title (the text after ``### ``)."""
    text: str
    """What LangGraph printed, ids masked."""

    @property
    def body(self) -> str:
        """``text`` without leading/trailing blank lines."""
        return self.text.strip("\n")


RECORDED: dict[str, Recorded] = {
    'e07/resume-invoke': Recorded(
        'e07_interrupt',
        "resume: invoke(Command(resume='Bob'), cfg thread i1)",
        """\
{'q': 'hi', 'a': 'Bob'}
""",
    ),
    'e07/resume-stream': Recorded(
        'e07_interrupt',
        "stream(Command(resume='Ann'), thread i3, stream_mode='updates')",
        """\
{'ask': {'a': 'Ann'}}
""",
    ),
    'e21/stream': Recorded(
        'e21_sub_interrupt',
        "stream_mode='updates', subgraphs=True",
        """\
((), {'p1': {'log': ['p1']}})
(('child:<uuid1>',),
 {'__interrupt__': (Interrupt(value='sub?', id='<hex1>'),)})
((), {'__interrupt__': (Interrupt(value='sub?', id='<hex1>'),)})
""",
    ),
    'e21/get-state': Recorded(
        'e21_sub_interrupt',
        'get_state(cfg) (subgraphs=False)',
        """\
StateSnapshot(values={'log': ['p1']}, next=('child',), config={'configurable': {'thread_id': 'si', 'checkpoint_ns': '', 'checkpoint_id': '<uuid2>'}}, metadata={'source': 'loop', 'step': 1, 'parents': {}}, created_at='<ts>', parent_config={'configurable': {'thread_id': 'si', 'checkpoint_ns': '', 'checkpoint_id': '<uuid3>'}}, tasks=(PregelTask(id='<uuid1>', name='child', path=('__pregel_pull', 'child'), error=None, interrupts=(Interrupt(value='sub?', id='<hex1>'),), state={'configurable': {'thread_id': 'si', 'checkpoint_ns': 'child:<uuid1>'}}, result=None),), interrupts=(Interrupt(value='sub?', id='<hex1>'),))
""",
    ),
    'e21/get-state-subgraphs': Recorded(
        'e21_sub_interrupt',
        'get_state(cfg, subgraphs=True) -> tasks[0].state is a StateSnapshot',
        """\
StateSnapshot(values={'log': ['p1']}, next=('c_ask',), config={'configurable': {'thread_id': 'si', 'checkpoint_ns': 'child:<uuid1>', 'checkpoint_id': '<uuid4>', 'checkpoint_map': {'': '<uuid2>', 'child:<uuid1>': '<uuid4>'}}}, metadata={'source': 'loop', 'step': 0, 'parents': {'': '<uuid2>'}}, created_at='<ts>', parent_config={'configurable': {'thread_id': 'si', 'checkpoint_ns': 'child:<uuid1>', 'checkpoint_id': '<uuid5>', 'checkpoint_map': {'': '<uuid2>', 'child:<uuid1>': '<uuid5>'}}}, tasks=(PregelTask(id='<uuid6>', name='c_ask', path=('__pregel_pull', 'c_ask'), error=None, interrupts=(Interrupt(value='sub?', id='<hex1>'),), state=None, result=None),), interrupts=(Interrupt(value='sub?', id='<hex1>'),))
""",
    ),
    'e21/sub-config': Recorded(
        'e21_sub_interrupt',
        'get_state with subgraph config (tasks[0].state config from non-subgraphs call)',
        """\
{'configurable': {'thread_id': 'si', 'checkpoint_ns': 'child:<uuid1>'}}
StateSnapshot(values={'log': ['p1']}, next=('c_ask',), config={'configurable': {'thread_id': 'si', 'checkpoint_ns': 'child:<uuid1>', 'checkpoint_id': '<uuid4>', 'checkpoint_map': {'': '<uuid2>', 'child:<uuid1>': '<uuid4>'}}}, metadata={'source': 'loop', 'step': 0, 'parents': {'': '<uuid2>'}}, created_at='<ts>', parent_config={'configurable': {'thread_id': 'si', 'checkpoint_ns': 'child:<uuid1>', 'checkpoint_id': '<uuid5>', 'checkpoint_map': {'': '<uuid2>', 'child:<uuid1>': '<uuid5>'}}}, tasks=(PregelTask(id='<uuid6>', name='c_ask', path=('__pregel_pull', 'c_ask'), error=None, interrupts=(Interrupt(value='sub?', id='<hex1>'),), state=None, result=None),), interrupts=(Interrupt(value='sub?', id='<hex1>'),))
""",
    ),
    'e21/sub-history': Recorded(
        'e21_sub_interrupt',
        'get_state_history of subgraph namespace',
        """\
({'source': 'loop', 'step': 0, 'parents': {'': '<uuid2>'}},
 ('c_ask',),
 'child:<uuid1>')
({'source': 'input', 'step': -1, 'parents': {'': '<uuid2>'}},
 ('__start__',),
 'child:<uuid1>')
""",
    ),
    'e21/resume': Recorded(
        'e21_sub_interrupt',
        "resume: stream(Command(resume=42), subgraphs=True, stream_mode='updates')",
        """\
(('child:<uuid1>',), {'c_ask': {'x': 42, 'log': ['c_ask']}})
((), {'child': {'x': 42, 'log': ['p1', 'c_ask']}})
{'x': 42, 'log': ['p1', 'p1', 'c_ask']}
""",
    ),
    'e21/invoke': Recorded(
        'e21_sub_interrupt',
        'invoke output when subgraph interrupts (new thread)',
        """\
{'log': ['p1'], '__interrupt__': [Interrupt(value='sub?', id='<hex1>')]}
""",
    ),
    'e33/first': Recorded(
        'e33_resume_values',
        "first run stream_mode='values'",
        """\
{'x': 0}
{'x': 1}
{'x': 1, '__interrupt__': (Interrupt(value='q', id='<hex1>'),)}
""",
    ),
    'e33/resume': Recorded(
        'e33_resume_values',
        "resume Command(resume=5), stream_mode='values' (stops before b due to interrupt_before)",
        """\
{'x': 1}
{'x': 5}
""",
    ),
    'e33/continue': Recorded(
        'e33_resume_values',
        "continue invoke(None) via stream_mode='values'",
        """\
{'x': 5}
{'x': 105}
""",
    ),
}
