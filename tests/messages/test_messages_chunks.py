"""Streamed chunks: ``+``, tool-call pieces, token usage, ``message_chunk_to_message``.

The expected strings in ``CHUNK_CASES`` and ``PARTIAL_ARGS_CASES`` were printed
by langchain-core 1.8.3 for the same expressions.
"""

from typing import Any, Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lingxigraph._internal._message_merge import merge_content, parse_partial_json
from lingxigraph.messages import (
    AIMessage,
    AIMessageChunk,
    HumanMessage,
    HumanMessageChunk,
    SystemMessageChunk,
    message_chunk_to_message,
)


def outcome(build: Callable[[], Any]) -> str:
    """``repr`` of the result, or ``'EXC <type>: <first line of message>'``."""
    try:
        return repr(build())
    except Exception as exc:  # noqa: BLE001 - the exception is the observed outcome
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"EXC {type(exc).__name__}: {text}"


# fmt: off
CHUNK_CASES = [
    pytest.param(
        lambda: AIMessageChunk('a', id='1') + AIMessageChunk('b'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='1', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='1') + AIMessageChunk('b')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + AIMessageChunk('b', id='2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='2', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a') + AIMessageChunk('b', id='2')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='run-1') + AIMessageChunk('b', id='2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='run-1', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='run-1') + AIMessageChunk('b', id='2'",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='lc_run-1') + AIMessageChunk('b', id='2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='2', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='lc_run-1') + AIMessageChunk('b', id=",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='lc_1') + AIMessageChunk('b', id='lc_run-2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='lc_run-2', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='lc_1') + AIMessageChunk('b', id='lc_",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='lc_run-1') + AIMessageChunk('b', id='lc_run-2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='lc_run-1', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='lc_run-1') + AIMessageChunk('b', id=",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='x1') + AIMessageChunk('b', id='x2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='x1', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='x1') + AIMessageChunk('b', id='x2')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='lc_x1') + AIMessageChunk('b', id='lc_x2'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='lc_x1', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='lc_x1') + AIMessageChunk('b', id='lc",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + AIMessageChunk('b', chunk_position='last'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[], chunk_position='last')",
        id="AIMessageChunk('a') + AIMessageChunk('b', chunk_position='la",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', chunk_position='last') + AIMessageChunk('b'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[], chunk_position='last')",
        id="AIMessageChunk('a', chunk_position='last') + AIMessageChunk(",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + AIMessageChunk(['b']),
        "AIMessageChunk(content=['a', 'b'], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a') + AIMessageChunk(['b'])",
    ),
    pytest.param(
        lambda: AIMessageChunk(['a']) + AIMessageChunk('b'),
        "AIMessageChunk(content=['ab'], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk(['a']) + AIMessageChunk('b')",
    ),
    pytest.param(
        lambda: AIMessageChunk([]) + AIMessageChunk('b'),
        'AIMessageChunk(content=[], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])',
        id="AIMessageChunk([]) + AIMessageChunk('b')",
    ),
    pytest.param(
        lambda: AIMessageChunk([{'type':'text','text':'a','index':0}]) + AIMessageChunk([{'type':'text','text':'b','index':0}]),
        "AIMessageChunk(content=[{'type': 'text', 'text': 'ab', 'index': 0}], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk([{'type':'text','text':'a','index':0}]) + AIM",
    ),
    pytest.param(
        lambda: AIMessageChunk([{'type':'text','text':'a','index':0}]) + AIMessageChunk([{'type':'text','text':'b','index':1}]),
        "AIMessageChunk(content=[{'type': 'text', 'text': 'a', 'index': 0}, {'type': 'text', 'text': 'b', 'index': 1}], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk([{'type':'text','text':'a','index':0}]) + AIM",
    ),
    pytest.param(
        lambda: AIMessageChunk([{'type':'text','text':'a'}]) + AIMessageChunk([{'type':'text','text':'b'}]),
        "AIMessageChunk(content=[{'type': 'text', 'text': 'a'}, {'type': 'text', 'text': 'b'}], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk([{'type':'text','text':'a'}]) + AIMessageChun",
    ),
    pytest.param(
        lambda: AIMessageChunk([{'type':'text','text':'a'}]) + AIMessageChunk('b'),
        "AIMessageChunk(content=[{'type': 'text', 'text': 'a'}, 'b'], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk([{'type':'text','text':'a'}]) + AIMessageChun",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{"a"','id':'c1','index':0}]) + AIMessageChunk('', tool_call_chunks=[{'name':None,'args':': 1}','id':None,'index':0}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'f\', \'args\': {\'a\': 1}, \'id\': \'c1\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'f\', \'args\': \'{"a": 1}\', \'id\': \'c1\', \'index\': 0, \'type\': \'tool_call_chunk\'}])',
        id='AIMessageChunk(\'\', tool_call_chunks=[{\'name\':\'f\',\'args\':\'{"a',
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{"a"','id':'c1','index':0}]) + AIMessageChunk('', tool_call_chunks=[{'name':'g','args':'{}','id':'c2','index':1}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'f\', \'args\': {}, \'id\': \'c1\', \'type\': \'tool_call\'}, {\'name\': \'g\', \'args\': {}, \'id\': \'c2\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'f\', \'args\': \'{"a"\', \'id\': \'c1\', \'index\': 0, \'type\': \'tool_call_chunk\'}, {\'name\': \'g\', \'args\': \'{}\', \'id\': \'c2\', \'index\': 1, \'type\': \'tool_call_chunk\'}])',
        id='AIMessageChunk(\'\', tool_call_chunks=[{\'name\':\'f\',\'args\':\'{"a',
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{"a": 1}','id':'c1','index':0}]) + AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{"a": 1}','id':'c2','index':0}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'f\', \'args\': {\'a\': 1}, \'id\': \'c1\', \'type\': \'tool_call\'}, {\'name\': \'f\', \'args\': {\'a\': 1}, \'id\': \'c2\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'f\', \'args\': \'{"a": 1}\', \'id\': \'c1\', \'index\': 0, \'type\': \'tool_call_chunk\'}, {\'name\': \'f\', \'args\': \'{"a": 1}\', \'id\': \'c2\', \'index\': 0, \'type\': \'tool_call_chunk\'}])',
        id='AIMessageChunk(\'\', tool_call_chunks=[{\'name\':\'f\',\'args\':\'{"a',
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{"a"','id':'c1','index':0}]) + AIMessageChunk('', tool_call_chunks=[{'name':'','args':':1}','id':'','index':0}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'f\', \'args\': {\'a\': 1}, \'id\': \'c1\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'f\', \'args\': \'{"a":1}\', \'id\': \'c1\', \'index\': 0, \'type\': \'tool_call_chunk\'}])',
        id='AIMessageChunk(\'\', tool_call_chunks=[{\'name\':\'f\',\'args\':\'{"a',
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':None,'id':'c1','index':0}]) + AIMessageChunk('', tool_call_chunks=[{'name':None,'args':'{}','id':None,'index':0}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': 'f', 'args': '{}', 'id': 'c1', 'index': 0, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':'f','args':None",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_calls=[{'name':'g','args':{'a':1},'id':'z'}]) + AIMessageChunk('', tool_calls=[{'name':'h','args':{},'id':'y'}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'g\', \'args\': {\'a\': 1}, \'id\': \'z\', \'type\': \'tool_call\'}, {\'name\': \'h\', \'args\': {}, \'id\': \'y\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'g\', \'args\': \'{"a": 1}\', \'id\': \'z\', \'index\': None, \'type\': \'tool_call_chunk\'}, {\'name\': \'h\', \'args\': \'{}\', \'id\': \'y\', \'index\': None, \'type\': \'tool_call_chunk\'}])',
        id="AIMessageChunk('', tool_calls=[{'name':'g','args':{'a':1},'i",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{bad','id':'c1','index':0}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': 'f', 'args': '{bad', 'id': 'c1', 'index': 0, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{ba",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'','id':'c1','index':0}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': 'f', 'args': '', 'id': 'c1', 'index': 0, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'','",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':None,'id':'c1','index':None}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': 'f', 'args': None, 'id': 'c1', 'index': None, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':'f','args':None",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{}'}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {}, 'id': None, 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': 'f', 'args': '{}', 'id': None, 'index': None, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{}'",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':None,'args':'{}','id':'c1','index':0}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': '', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': None, 'args': '{}', 'id': 'c1', 'index': 0, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':None,'args':'{}",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{}','id':'c1','index':0}], tool_calls=[{'name':'g','args':{},'id':'z'}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], tool_call_chunks=[{'name': 'f', 'args': '{}', 'id': 'c1', 'index': 0, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{}'",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', usage_metadata={'input_tokens':1,'output_tokens':2,'total_tokens':3}) + AIMessageChunk('b', usage_metadata={'input_tokens':1,'output_tokens':2,'total_tokens':3, 'input_token_details':{'cache_read':1}}),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], usage_metadata={'input_tokens': 2, 'output_tokens': 4, 'total_tokens': 6, 'input_token_details': {'cache_read': 1}}, tool_call_chunks=[])",
        id="AIMessageChunk('a', usage_metadata={'input_tokens':1,'output",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', usage_metadata={'input_tokens':1,'output_tokens':2,'total_tokens':3}) + AIMessageChunk('b'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], usage_metadata={'input_tokens': 1, 'output_tokens': 2, 'total_tokens': 3}, tool_call_chunks=[])",
        id="AIMessageChunk('a', usage_metadata={'input_tokens':1,'output",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + AIMessageChunk('b', usage_metadata={'input_tokens':1,'output_tokens':2,'total_tokens':3}),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], usage_metadata={'input_tokens': 1, 'output_tokens': 2, 'total_tokens': 3}, tool_call_chunks=[])",
        id="AIMessageChunk('a') + AIMessageChunk('b', usage_metadata={'i",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', additional_kwargs={'k':'x', 'n':1, 'l':[1], 'd':{'a':'p'}}, response_metadata={'model':'m'}) + AIMessageChunk('b', additional_kwargs={'k':'y', 'l':[2], 'd':{'a':'q'}}, response_metadata={'model':'m', 'finish':'stop'}),
        "AIMessageChunk(content='ab', additional_kwargs={'k': 'xy', 'n': 1, 'l': [1, 2], 'd': {'a': 'pq'}}, response_metadata={'model': 'mm', 'finish': 'stop'}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', additional_kwargs={'k':'x', 'n':1, 'l':[",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', response_metadata={'model_provider':'openai', 'id': 'x'}) + AIMessageChunk('b', response_metadata={'model_provider':'openai', 'id': 'x'}),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={'model_provider': 'openai', 'id': 'x'}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', response_metadata={'model_provider':'ope",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + [AIMessageChunk('b'), AIMessageChunk('c')],
        "AIMessageChunk(content='abc', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a') + [AIMessageChunk('b'), AIMessageChunk('",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + (AIMessageChunk('b'), AIMessageChunk('c')),
        "AIMessageChunk(content='abc', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a') + (AIMessageChunk('b'), AIMessageChunk('",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', name='n') + AIMessageChunk('b'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', name='n') + AIMessageChunk('b')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + HumanMessageChunk('b'),
        "AIMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a') + HumanMessageChunk('b')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='1', additional_kwargs={'x': 1}) + [HumanMessageChunk('b', id='2')],
        "AIMessageChunk(content='ab', additional_kwargs={'x': 1}, response_metadata={}, id='1', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', id='1', additional_kwargs={'x': 1}) + [H",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + AIMessage('b'),
        'EXC TypeError: unsupported operand type(s) for +: "AIMessageChunk" and "AIMessage"',
        id="AIMessageChunk('a') + AIMessage('b')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a') + 'x',
        'EXC TypeError: unsupported operand type(s) for +: "AIMessageChunk" and "str"',
        id="AIMessageChunk('a') + 'x'",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', additional_kwargs={'a':'x'}) + AIMessageChunk('b', additional_kwargs={'a':1}),
        'EXC TypeError: additional_kwargs["a"] already exists in this message, but with a different type.',
        id="AIMessageChunk('a', additional_kwargs={'a':'x'}) + AIMessage",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', additional_kwargs={'a':1.0}) + AIMessageChunk('b', additional_kwargs={'a':2.0}),
        "EXC TypeError: Additional kwargs key a already exists in left dict and value has unsupported type <class 'float'>.",
        id="AIMessageChunk('a', additional_kwargs={'a':1.0}) + AIMessage",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', additional_kwargs={'a':True}) + AIMessageChunk('b', additional_kwargs={'a':False}),
        "EXC TypeError: Additional kwargs key a already exists in left dict and value has unsupported type <class 'bool'>.",
        id="AIMessageChunk('a', additional_kwargs={'a':True}) + AIMessag",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', additional_kwargs={'a':True}) + AIMessageChunk('b', additional_kwargs={'a':True}),
        "AIMessageChunk(content='ab', additional_kwargs={'a': True}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', additional_kwargs={'a':True}) + AIMessag",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', additional_kwargs={'index':1, 'created': 5}) + AIMessageChunk('b', additional_kwargs={'index':2, 'created': 6}),
        "AIMessageChunk(content='ab', additional_kwargs={'index': 2, 'created': 6}, response_metadata={}, tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('a', additional_kwargs={'index':1, 'created':",
    ),
    pytest.param(
        lambda: HumanMessageChunk('a', id='1') + HumanMessageChunk('b', id='2'),
        "HumanMessageChunk(content='ab', additional_kwargs={}, response_metadata={}, id='1')",
        id="HumanMessageChunk('a', id='1') + HumanMessageChunk('b', id='",
    ),
    pytest.param(
        lambda: message_chunk_to_message(AIMessageChunk('a', id='1', tool_call_chunks=[{'name':'f','args':'{"a": 1}','id':'c1','index':0}], chunk_position='last')),
        "AIMessage(content='a', additional_kwargs={}, response_metadata={}, id='1', tool_calls=[{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])",
        id="message_chunk_to_message(AIMessageChunk('a', id='1', tool_ca",
    ),
    pytest.param(
        lambda: message_chunk_to_message(AIMessageChunk('a', id='1', tool_call_chunks=[{'name':'f','args':'{bad','id':'c1','index':0}])),
        "AIMessage(content='a', additional_kwargs={}, response_metadata={}, id='1', tool_calls=[{'name': 'f', 'args': {}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])",
        id="message_chunk_to_message(AIMessageChunk('a', id='1', tool_ca",
    ),
    pytest.param(
        lambda: message_chunk_to_message(AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'abc','id':'c1','index':0}])),
        "AIMessage(content='', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[{'type': 'invalid_tool_call', 'id': 'c1', 'name': 'f', 'args': 'abc', 'error': None}])",
        id="message_chunk_to_message(AIMessageChunk('', tool_call_chunks",
    ),
    pytest.param(
        lambda: message_chunk_to_message(HumanMessageChunk('a', id='1')),
        "HumanMessage(content='a', additional_kwargs={}, response_metadata={}, id='1')",
        id="message_chunk_to_message(HumanMessageChunk('a', id='1'))",
    ),
    pytest.param(
        lambda: message_chunk_to_message(HumanMessage('a', id='1')),
        "HumanMessage(content='a', additional_kwargs={}, response_metadata={}, id='1')",
        id="message_chunk_to_message(HumanMessage('a', id='1'))",
    ),
    pytest.param(
        lambda: message_chunk_to_message(AIMessageChunk('a', usage_metadata={'input_tokens':1,'output_tokens':2,'total_tokens':3}, name='nn')),
        "AIMessage(content='a', additional_kwargs={}, response_metadata={}, name='nn', tool_calls=[], invalid_tool_calls=[], usage_metadata={'input_tokens': 1, 'output_tokens': 2, 'total_tokens': 3})",
        id="message_chunk_to_message(AIMessageChunk('a', usage_metadata=",
    ),
    pytest.param(
        lambda: message_chunk_to_message(AIMessageChunk('a', foo=3)),
        "AIMessage(content='a', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[])",
        id="message_chunk_to_message(AIMessageChunk('a', foo=3))",
    ),
]

PARTIAL_ARGS_CASES = [
    ('abc', None),
    ('[1', None),
    ('"str"', None),
    ('1', None),
    ('{"a": [1, {"b": "x', {'a': [1, {'b': 'x'}]}),
    ('{"a": 1, "b"', {'a': 1}),
    ('{"a": 1,', {'a': 1}),
    ('{"a": tru', {}),
    ('{"a": "x\\', {'a': 'x'}),
    ('{"a": -', {}),
    ('{"a": 1.', {'a': 1}),
    ('{"a": nul', {}),
    ('  ', None),
    ('{"a": "b"} x', {'a': 'b'}),
    ('{"a":1}{', {'a': 1}),
    ('{"a": "}"', {'a': '}'}),
    ('{"a": "\\"x', {'a': '"x'}),
    ('{"a": {"b": [', {'a': {'b': []}}),
    ('{"a"}', None),
    ('{"a":1}}', None),
    ('{"a":1]', None),
    ('}', None),
    ('{"a": "line\nbreak', {'a': 'line\nbreak'}),
    ('[{"a": 1}, {"b"', None),
    ('{"a": "b\\"c', {'a': 'b"c'}),
    ('{"a": "\\u12', {}),
    ('', {}),
    (None, {}),
    ('{"a": true, "b": [null, 1.5e3, "s"]}', {'a': True, 'b': [None, 1500.0, 's']}),
]

# fmt: on


@pytest.mark.parametrize(("build", "expected"), CHUNK_CASES)
def test_chunk_behaviour_matches_langchain(build: Callable[[], Any], expected: str) -> None:
    assert outcome(build) == expected


@pytest.mark.parametrize(("text", "args"), PARTIAL_ARGS_CASES)
def test_partial_tool_call_arguments(text: Any, args: Any) -> None:
    chunk = AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": text, "id": "c1", "index": 0}])
    if args is None:
        assert chunk.tool_calls == []
        assert chunk.invalid_tool_calls == [
            {"name": "f", "args": text, "id": "c1", "error": None, "type": "invalid_tool_call"}
        ]
    else:
        assert chunk.tool_calls == [{"name": "f", "args": args, "id": "c1", "type": "tool_call"}]
        assert chunk.invalid_tool_calls == []


def test_streamed_tool_call_assembles() -> None:
    pieces = ['{"ci', 'ty": "Pa', 'ris", "days"', ": [1, 2", "]}"]
    chunks = [AIMessageChunk("", id="run-1", tool_call_chunks=[{"name": "weather", "args": "", "id": "t1", "index": 0}])]
    chunks += [AIMessageChunk("", tool_call_chunks=[{"name": None, "args": p, "id": None, "index": 0}]) for p in pieces]
    total = chunks[0]
    seen = []
    for chunk in chunks[1:]:
        total = total + chunk
        seen.append(total.tool_calls[0]["args"])
    assert seen == [{}, {"city": "Pa"}, {"city": "Paris"}, {"city": "Paris", "days": [1, 2]}, {"city": "Paris", "days": [1, 2]}]
    assert total.tool_call_chunks == [
        {"name": "weather", "args": '{"city": "Paris", "days": [1, 2]}', "id": "t1", "index": 0, "type": "tool_call_chunk"}
    ]
    assert total.id == "run-1"
    assert message_chunk_to_message(total) == AIMessage(
        "", id="run-1", tool_calls=[{"name": "weather", "args": {"city": "Paris", "days": [1, 2]}, "id": "t1"}]
    )


def test_sum_of_chunks_equals_left_fold() -> None:
    parts = [AIMessageChunk(text, id="x") for text in ("hel", "lo", " ", "world")]
    parts[-1] = AIMessageChunk("world", chunk_position="last")
    folded = parts[0]
    for part in parts[1:]:
        folded = folded + part
    assert parts[0] + parts[1:] == folded
    assert folded.content == "hello world"
    assert folded.chunk_position == "last"


def test_chunk_addition_does_not_modify_operands() -> None:
    left = AIMessageChunk([{"type": "text", "text": "a", "index": 0}], additional_kwargs={"d": {"k": "x"}})
    right = AIMessageChunk([{"type": "text", "text": "b", "index": 0}], additional_kwargs={"d": {"k": "y"}})
    total = left + right
    assert total.content == [{"type": "text", "text": "ab", "index": 0}]
    assert total.additional_kwargs == {"d": {"k": "xy"}}
    assert left.content == [{"type": "text", "text": "a", "index": 0}]
    assert left.additional_kwargs == {"d": {"k": "x"}}
    assert right.content == [{"type": "text", "text": "b", "index": 0}]


def test_generic_chunks_add() -> None:
    assert SystemMessageChunk("a", id="1") + [SystemMessageChunk("b")] == SystemMessageChunk("ab", id="1")
    with pytest.raises(TypeError, match=r'^unsupported operand type\(s\) for \+: "HumanMessageChunk" and "int"$'):
        HumanMessageChunk("a") + 1  # noqa: B018


def test_message_chunk_to_message_of_non_chunk_is_identity() -> None:
    message = HumanMessage("a")
    assert message_chunk_to_message(message) is message
    assert message_chunk_to_message("not a message") == "not a message"


def test_parse_partial_json_errors() -> None:
    with pytest.raises(ValueError, match=r"brackets do not nest"):
        parse_partial_json('{"a": 1]')
    with pytest.raises(ValueError, match=r"^cannot read JSON from 'abc'$"):
        parse_partial_json("abc")


@given(st.lists(st.text(max_size=5), min_size=1, max_size=6))
def test_string_chunks_concatenate(texts: list[str]) -> None:
    total = AIMessageChunk(texts[0])
    for text in texts[1:]:
        total = total + AIMessageChunk(text)
    assert total.content == "".join(texts)
    assert merge_content(texts[0], *texts[1:]) == "".join(texts)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=4), children, max_size=3),
    max_leaves=8,
)


@given(st.dictionaries(st.text(max_size=4), JSON_VALUES, max_size=4), st.integers(min_value=1, max_value=4))
def test_streamed_json_arguments_reassemble(args: dict[str, Any], pieces: int) -> None:
    import json

    text = json.dumps(args)
    size = max(1, len(text) // pieces)
    cuts = [text[i : i + size] for i in range(0, len(text), size)]
    total = AIMessageChunk("", tool_call_chunks=[{"name": "f", "args": cuts[0], "id": "c", "index": 0}])
    for cut in cuts[1:]:
        total = total + AIMessageChunk("", tool_call_chunks=[{"name": None, "args": cut, "id": None, "index": 0}])
        assert isinstance(total.tool_calls[0]["args"], dict)
    assert total.tool_calls == [{"name": "f", "args": args, "id": "c", "type": "tool_call"}]
