"""Message classes: repr, str, equality, dumps, pickling, pretty printing, coercion.

Every expected string in the ``*_CASES`` tables was printed by langchain-core
1.8.3 for the same expression (LangChain's classes in place of ours), so these
tests pin lingxigraph's output to LangChain's.
"""

import copy
import pickle
from typing import Any, Callable

import pytest

from lingxigraph.messages import (
    REMOVE_ALL_MESSAGES,
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    HumanMessageChunk,
    RemoveMessage,
    SystemMessage,
    SystemMessageChunk,
    ToolMessage,
    convert_to_messages,
    is_message,
)


def outcome(build: Callable[[], Any]) -> str:
    """``repr`` of the result, or ``'EXC <type>: <first line of message>'``."""
    try:
        return repr(build())
    except Exception as exc:  # noqa: BLE001 - the exception is the observed outcome
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"EXC {type(exc).__name__}: {text}"


# fmt: off
REPR_CASES = [
    pytest.param(
        lambda: HumanMessage('a', id='1'),
        "HumanMessage(content='a', additional_kwargs={}, response_metadata={}, id='1')",
        id="HumanMessage('a', id='1')",
    ),
    pytest.param(
        lambda: HumanMessage(content='hi'),
        "HumanMessage(content='hi', additional_kwargs={}, response_metadata={})",
        id="HumanMessage(content='hi')",
    ),
    pytest.param(
        lambda: HumanMessage(content='a', id=1),
        "HumanMessage(content='a', additional_kwargs={}, response_metadata={}, id='1')",
        id="HumanMessage(content='a', id=1)",
    ),
    pytest.param(
        lambda: AIMessage('b', id='2'),
        "AIMessage(content='b', additional_kwargs={}, response_metadata={}, id='2', tool_calls=[], invalid_tool_calls=[])",
        id="AIMessage('b', id='2')",
    ),
    pytest.param(
        lambda: SystemMessage('s'),
        "SystemMessage(content='s', additional_kwargs={}, response_metadata={})",
        id="SystemMessage('s')",
    ),
    pytest.param(
        lambda: ToolMessage('t', tool_call_id='c1'),
        "ToolMessage(content='t', tool_call_id='c1')",
        id="ToolMessage('t', tool_call_id='c1')",
    ),
    pytest.param(
        lambda: ToolMessage('t', tool_call_id='c1', artifact={'x':1}, status='error', name='nm', id='i'),
        "ToolMessage(content='t', name='nm', id='i', tool_call_id='c1', artifact={'x': 1}, status='error')",
        id="ToolMessage('t', tool_call_id='c1', artifact={'x':1}, status",
    ),
    pytest.param(
        lambda: ToolMessage(5, tool_call_id=7),
        "ToolMessage(content='5', tool_call_id='7')",
        id='ToolMessage(5, tool_call_id=7)',
    ),
    pytest.param(
        lambda: ToolMessage({'a':1}, tool_call_id='c'),
        'ToolMessage(content="{\'a\': 1}", tool_call_id=\'c\')',
        id="ToolMessage({'a':1}, tool_call_id='c')",
    ),
    pytest.param(
        lambda: ToolMessage(['x', 1], tool_call_id='c'),
        "ToolMessage(content=['x', '1'], tool_call_id='c')",
        id="ToolMessage(['x', 1], tool_call_id='c')",
    ),
    pytest.param(
        lambda: RemoveMessage(id='x'),
        "RemoveMessage(content='', additional_kwargs={}, response_metadata={}, id='x')",
        id="RemoveMessage(id='x')",
    ),
    pytest.param(
        lambda: RemoveMessage('x'),
        "RemoveMessage(content='', additional_kwargs={}, response_metadata={}, id='x')",
        id="RemoveMessage('x')",
    ),
    pytest.param(
        lambda: AIMessage('b', tool_calls=[{'name':'f','args':{'a':1},'id':'c1'}]),
        "AIMessage(content='b', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])",
        id="AIMessage('b', tool_calls=[{'name':'f','args':{'a':1},'id':'",
    ),
    pytest.param(
        lambda: AIMessage('', tool_calls=[{'name':'f','args':{'a':1},'id':'c1', 'type':'tool_call'}], usage_metadata={'input_tokens':1,'output_tokens':2,'total_tokens':3}),
        "AIMessage(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[], usage_metadata={'input_tokens': 1, 'output_tokens': 2, 'total_tokens': 3})",
        id="AIMessage('', tool_calls=[{'name':'f','args':{'a':1},'id':'c",
    ),
    pytest.param(
        lambda: AIMessage('x', invalid_tool_calls=[{'name':'f','args':'x','id':'1','error':'e','type':'invalid_tool_call'}]),
        "AIMessage(content='x', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[{'type': 'invalid_tool_call', 'id': '1', 'name': 'f', 'args': 'x', 'error': 'e'}])",
        id="AIMessage('x', invalid_tool_calls=[{'name':'f','args':'x','i",
    ),
    pytest.param(
        lambda: AIMessage('x', additional_kwargs={'tool_calls':[{'id':'c1','type':'function','function':{'name':'f','arguments':'{"a": 1}'}}]}),
        'AIMessage(content=\'x\', additional_kwargs={\'tool_calls\': [{\'id\': \'c1\', \'type\': \'function\', \'function\': {\'name\': \'f\', \'arguments\': \'{"a": 1}\'}}]}, response_metadata={}, tool_calls=[{\'name\': \'f\', \'args\': {\'a\': 1}, \'id\': \'c1\', \'type\': \'tool_call\'}], invalid_tool_calls=[])',
        id="AIMessage('x', additional_kwargs={'tool_calls':[{'id':'c1','",
    ),
    pytest.param(
        lambda: AIMessage('x', additional_kwargs={'tool_calls':[{'id':'c1','type':'function','function':{'name':'f','arguments':'{bad'}}]}),
        "AIMessage(content='x', additional_kwargs={'tool_calls': [{'id': 'c1', 'type': 'function', 'function': {'name': 'f', 'arguments': '{bad'}}]}, response_metadata={}, tool_calls=[], invalid_tool_calls=[{'type': 'invalid_tool_call', 'id': 'c1', 'name': 'f', 'args': '{bad', 'error': None}])",
        id="AIMessage('x', additional_kwargs={'tool_calls':[{'id':'c1','",
    ),
    pytest.param(
        lambda: AIMessage('x', additional_kwargs={'tool_calls':[{'id':'c1','type':'function','function':{'name':'f','arguments':''}}]}),
        "AIMessage(content='x', additional_kwargs={'tool_calls': [{'id': 'c1', 'type': 'function', 'function': {'name': 'f', 'arguments': ''}}]}, response_metadata={}, tool_calls=[], invalid_tool_calls=[{'type': 'invalid_tool_call', 'id': 'c1', 'name': 'f', 'args': '', 'error': None}])",
        id="AIMessage('x', additional_kwargs={'tool_calls':[{'id':'c1','",
    ),
    pytest.param(
        lambda: AIMessage(content='x', response_metadata={'model_name':'m'}, name='n'),
        "AIMessage(content='x', additional_kwargs={}, response_metadata={'model_name': 'm'}, name='n', tool_calls=[], invalid_tool_calls=[])",
        id="AIMessage(content='x', response_metadata={'model_name':'m'},",
    ),
    pytest.param(
        lambda: AIMessage(content=[{'type':'text','text':'hi'}]),
        "AIMessage(content=[{'type': 'text', 'text': 'hi'}], additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[])",
        id="AIMessage(content=[{'type':'text','text':'hi'}])",
    ),
    pytest.param(
        lambda: AIMessageChunk('x', id='k'),
        "AIMessageChunk(content='x', additional_kwargs={}, response_metadata={}, id='k', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[])",
        id="AIMessageChunk('x', id='k')",
    ),
    pytest.param(
        lambda: AIMessageChunk('x', id='k', chunk_position='last'),
        "AIMessageChunk(content='x', additional_kwargs={}, response_metadata={}, id='k', tool_calls=[], invalid_tool_calls=[], tool_call_chunks=[], chunk_position='last')",
        id="AIMessageChunk('x', id='k', chunk_position='last')",
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_call_chunks=[{'name':'f','args':'{"a"','id':'c1','index':0}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'f\', \'args\': {}, \'id\': \'c1\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'f\', \'args\': \'{"a"\', \'id\': \'c1\', \'index\': 0, \'type\': \'tool_call_chunk\'}])',
        id='AIMessageChunk(\'\', tool_call_chunks=[{\'name\':\'f\',\'args\':\'{"a',
    ),
    pytest.param(
        lambda: AIMessageChunk('', tool_calls=[{'name':'g','args':{'a':1},'id':'z'}]),
        'AIMessageChunk(content=\'\', additional_kwargs={}, response_metadata={}, tool_calls=[{\'name\': \'g\', \'args\': {\'a\': 1}, \'id\': \'z\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'g\', \'args\': \'{"a": 1}\', \'id\': \'z\', \'index\': None, \'type\': \'tool_call_chunk\'}])',
        id="AIMessageChunk('', tool_calls=[{'name':'g','args':{'a':1},'i",
    ),
    pytest.param(
        lambda: AIMessageChunk('', invalid_tool_calls=[{'name':'g','args':'x','id':'z', 'error':None}]),
        "AIMessageChunk(content='', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[{'type': 'invalid_tool_call', 'id': 'z', 'name': 'g', 'args': 'x', 'error': None}], tool_call_chunks=[{'name': 'g', 'args': 'x', 'id': 'z', 'index': None, 'type': 'tool_call_chunk'}])",
        id="AIMessageChunk('', invalid_tool_calls=[{'name':'g','args':'x",
    ),
    pytest.param(
        lambda: HumanMessageChunk('h'),
        "HumanMessageChunk(content='h', additional_kwargs={}, response_metadata={})",
        id="HumanMessageChunk('h')",
    ),
    pytest.param(
        lambda: SystemMessageChunk('h', id='3'),
        "SystemMessageChunk(content='h', additional_kwargs={}, response_metadata={}, id='3')",
        id="SystemMessageChunk('h', id='3')",
    ),
    pytest.param(
        lambda: HumanMessage('a', name='bob', additional_kwargs={'k':1}, response_metadata={'r':2}),
        "HumanMessage(content='a', additional_kwargs={'k': 1}, response_metadata={'r': 2}, name='bob')",
        id="HumanMessage('a', name='bob', additional_kwargs={'k':1}, res",
    ),
    pytest.param(
        lambda: HumanMessage(['a', {'type':'text','text':'b'}]),
        "HumanMessage(content=['a', {'type': 'text', 'text': 'b'}], additional_kwargs={}, response_metadata={})",
        id="HumanMessage(['a', {'type':'text','text':'b'}])",
    ),
    pytest.param(
        lambda: HumanMessage('a', foo=1),
        "HumanMessage(content='a', additional_kwargs={}, response_metadata={}, foo=1)",
        id="HumanMessage('a', foo=1)",
    ),
    pytest.param(
        lambda: str(HumanMessage('a', id='1')),
        '"content=\'a\' additional_kwargs={} response_metadata={} id=\'1\'"',
        id="str(HumanMessage('a', id='1'))",
    ),
    pytest.param(
        lambda: str(ToolMessage('x', tool_call_id='1')),
        '"content=\'x\' tool_call_id=\'1\'"',
        id="str(ToolMessage('x', tool_call_id='1'))",
    ),
    pytest.param(
        lambda: HumanMessage('a')==HumanMessage('a'),
        'True',
        id="HumanMessage('a')==HumanMessage('a')",
    ),
    pytest.param(
        lambda: HumanMessage('a', id='1')==HumanMessage('a', id='2'),
        'False',
        id="HumanMessage('a', id='1')==HumanMessage('a', id='2')",
    ),
    pytest.param(
        lambda: HumanMessage('a')==AIMessage('a'),
        'False',
        id="HumanMessage('a')==AIMessage('a')",
    ),
    pytest.param(
        lambda: HumanMessage('a')==HumanMessageChunk('a'),
        'False',
        id="HumanMessage('a')==HumanMessageChunk('a')",
    ),
    pytest.param(
        lambda: AIMessageChunk('a', id='1') == AIMessage('a', id='1'),
        'False',
        id="AIMessageChunk('a', id='1') == AIMessage('a', id='1')",
    ),
    pytest.param(
        lambda: HumanMessage('a', foo=1)==HumanMessage('a', foo=1),
        'True',
        id="HumanMessage('a', foo=1)==HumanMessage('a', foo=1)",
    ),
    pytest.param(
        lambda: HumanMessage('a', foo=1)==HumanMessage('a', foo=2),
        'False',
        id="HumanMessage('a', foo=1)==HumanMessage('a', foo=2)",
    ),
    pytest.param(
        lambda: HumanMessage('a').model_dump(),
        "{'content': 'a', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'human', 'name': None, 'id': None}",
        id="HumanMessage('a').model_dump()",
    ),
    pytest.param(
        lambda: AIMessage('a').model_dump(),
        "{'content': 'a', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'ai', 'name': None, 'id': None, 'tool_calls': [], 'invalid_tool_calls': [], 'usage_metadata': None}",
        id="AIMessage('a').model_dump()",
    ),
    pytest.param(
        lambda: AIMessageChunk('a').model_dump(),
        "{'content': 'a', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'AIMessageChunk', 'name': None, 'id': None, 'tool_calls': [], 'invalid_tool_calls': [], 'usage_metadata': None, 'tool_call_chunks': [], 'chunk_position': None}",
        id="AIMessageChunk('a').model_dump()",
    ),
    pytest.param(
        lambda: ToolMessage('a', tool_call_id='c').model_dump(),
        "{'content': 'a', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'tool', 'name': None, 'id': None, 'tool_call_id': 'c', 'artifact': None, 'status': 'success'}",
        id="ToolMessage('a', tool_call_id='c').model_dump()",
    ),
    pytest.param(
        lambda: RemoveMessage(id='r').model_dump(),
        "{'content': '', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'remove', 'name': None, 'id': 'r'}",
        id="RemoveMessage(id='r').model_dump()",
    ),
    pytest.param(
        lambda: SystemMessage('a').model_dump(),
        "{'content': 'a', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'system', 'name': None, 'id': None}",
        id="SystemMessage('a').model_dump()",
    ),
    pytest.param(
        lambda: HumanMessage('a', foo=1).model_dump(),
        "{'content': 'a', 'additional_kwargs': {}, 'response_metadata': {}, 'type': 'human', 'name': None, 'id': None, 'foo': 1}",
        id="HumanMessage('a', foo=1).model_dump()",
    ),
    pytest.param(
        lambda: AIMessage(['a', {'type':'text','text':'b'}, {'type':'image_url'}, {'type':'reasoning','reasoning':'z'}]).text,
        "'ab'",
        id="AIMessage(['a', {'type':'text','text':'b'}, {'type':'image_u",
    ),
    pytest.param(
        lambda: AIMessage('a').text,
        "'a'",
        id="AIMessage('a').text",
    ),
    pytest.param(
        lambda: AIMessage('a').text(),
        "'a'",
        id="AIMessage('a').text()",
    ),
    pytest.param(
        lambda: HumanMessage([]).text,
        "''",
        id='HumanMessage([]).text',
    ),
    pytest.param(
        lambda: pickle.loads(pickle.dumps(AIMessage('x', id='1', tool_calls=[{'name':'f','args':{},'id':'c'}]))),
        "AIMessage(content='x', additional_kwargs={}, response_metadata={}, id='1', tool_calls=[{'name': 'f', 'args': {}, 'id': 'c', 'type': 'tool_call'}], invalid_tool_calls=[])",
        id="pickle.loads(pickle.dumps(AIMessage('x', id='1', tool_calls=",
    ),
    pytest.param(
        lambda: pickle.loads(pickle.dumps(AIMessageChunk('x', id='1', tool_call_chunks=[{'name':'f','args':'{"a', 'id':'c', 'index': 0}]))),
        'AIMessageChunk(content=\'x\', additional_kwargs={}, response_metadata={}, id=\'1\', tool_calls=[{\'name\': \'f\', \'args\': {}, \'id\': \'c\', \'type\': \'tool_call\'}], invalid_tool_calls=[], tool_call_chunks=[{\'name\': \'f\', \'args\': \'{"a\', \'id\': \'c\', \'index\': 0, \'type\': \'tool_call_chunk\'}])',
        id="pickle.loads(pickle.dumps(AIMessageChunk('x', id='1', tool_c",
    ),
    pytest.param(
        lambda: pickle.loads(pickle.dumps(ToolMessage('x', tool_call_id='1', artifact=[1]))),
        "ToolMessage(content='x', tool_call_id='1', artifact=[1])",
        id="pickle.loads(pickle.dumps(ToolMessage('x', tool_call_id='1',",
    ),
    pytest.param(
        lambda: pickle.loads(pickle.dumps(RemoveMessage(id='1'))),
        "RemoveMessage(content='', additional_kwargs={}, response_metadata={}, id='1')",
        id="pickle.loads(pickle.dumps(RemoveMessage(id='1')))",
    ),
    pytest.param(
        lambda: pickle.loads(pickle.dumps(HumanMessage('x', foo=1))),
        "HumanMessage(content='x', additional_kwargs={}, response_metadata={}, foo=1)",
        id="pickle.loads(pickle.dumps(HumanMessage('x', foo=1)))",
    ),
]

PRETTY_CASES = [
    pytest.param(
        lambda: HumanMessage('a').pretty_repr(),
        "'================================ Human Message =================================\\n\\na'",
        id="HumanMessage('a').pretty_repr()",
    ),
    pytest.param(
        lambda: HumanMessage('x', name='bob').pretty_repr(),
        "'================================ Human Message =================================\\nName: bob\\n\\nx'",
        id="HumanMessage('x', name='bob').pretty_repr()",
    ),
    pytest.param(
        lambda: SystemMessage('x').pretty_repr(),
        "'================================ System Message ================================\\n\\nx'",
        id="SystemMessage('x').pretty_repr()",
    ),
    pytest.param(
        lambda: ToolMessage('x', tool_call_id='1', name='f').pretty_repr(),
        "'================================= Tool Message =================================\\nName: f\\n\\nx'",
        id="ToolMessage('x', tool_call_id='1', name='f').pretty_repr()",
    ),
    pytest.param(
        lambda: RemoveMessage(id='1').pretty_repr(),
        "'================================ Remove Message ================================\\n\\n'",
        id="RemoveMessage(id='1').pretty_repr()",
    ),
    pytest.param(
        lambda: AIMessageChunk('x').pretty_repr(),
        "'============================ Aimessagechunk Message ============================\\n\\nx'",
        id="AIMessageChunk('x').pretty_repr()",
    ),
    pytest.param(
        lambda: AIMessage(['x', {'type':'text','text':'y'}]).pretty_repr(),
        '"================================== Ai Message ==================================\\n\\n[\'x\', {\'type\': \'text\', \'text\': \'y\'}]"',
        id="AIMessage(['x', {'type':'text','text':'y'}]).pretty_repr()",
    ),
    pytest.param(
        lambda: AIMessage('', tool_calls=[{'name':'f','args':{'a':1, 'b':'s', 'c': {'d': [1]}},'id':'c1'}, {'name':'g','args':{},'id':'c2'}], invalid_tool_calls=[{'name':'h','args':'zz','id':'c3','error':'bad'}]).pretty_repr(),
        '"================================== Ai Message ==================================\\nTool Calls:\\n  f (c1)\\n Call ID: c1\\n  Args:\\n    a: 1\\n    b: s\\n    c: {\'d\': [1]}\\n  g (c2)\\n Call ID: c2\\n  Args:\\nInvalid Tool Calls:\\n  h (c3)\\n Call ID: c3\\n  Error: bad\\n  Args:\\n    zz"',
        id="AIMessage('', tool_calls=[{'name':'f','args':{'a':1, 'b':'s'",
    ),
    pytest.param(
        lambda: AIMessage('hello', tool_calls=[{'name':'f','args':{'a':1},'id':'c1'}]).pretty_repr(),
        "'================================== Ai Message ==================================\\n\\nhello\\nTool Calls:\\n  f (c1)\\n Call ID: c1\\n  Args:\\n    a: 1'",
        id="AIMessage('hello', tool_calls=[{'name':'f','args':{'a':1},'i",
    ),
    pytest.param(
        lambda: AIMessage('x').pretty_repr(html=True),
        "'==================================\\x1b[1m Ai Message \\x1b[0m==================================\\n\\nx'",
        id="AIMessage('x').pretty_repr(html=True)",
    ),
]

CONVERT_CASES = [
    pytest.param(
        lambda: convert_to_messages([('user','a'),('human','b'),('ai','c'),('assistant','d'),('system','e'),('developer','f')]),
        "[HumanMessage(content='a', additional_kwargs={}, response_metadata={}), HumanMessage(content='b', additional_kwargs={}, response_metadata={}), AIMessage(content='c', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[]), AIMessage(content='d', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[]), SystemMessage(content='e', additional_kwargs={}, response_metadata={}), SystemMessage(content='f', additional_kwargs={'__openai_role__': 'developer'}, response_metadata={})]",
        id="convert_to_messages([('user','a'),('human','b'),('ai','c'),(",
    ),
    pytest.param(
        lambda: convert_to_messages([('bogus','x')]),
        "EXC ValueError: Unexpected message type: 'bogus'. Use one of 'human', 'user', 'ai', 'assistant', 'tool', 'system', or 'developer'.",  # LangChain also lists 'function'
        id="convert_to_messages([('bogus','x')])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'tool','content':'x','tool_call_id':'c1'}]),
        "[ToolMessage(content='x', tool_call_id='c1')]",
        id="convert_to_messages([{'role':'tool','content':'x','tool_call",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'user','content':'x','id':'7','name':'bob'}]),
        "[HumanMessage(content='x', additional_kwargs={}, response_metadata={}, name='bob', id='7')]",
        id="convert_to_messages([{'role':'user','content':'x','id':'7','",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'assistant','content':'x','tool_calls':[{'id':'c1','type':'function','function':{'name':'f','arguments':'{"a": 1}'}}]}]),
        "[AIMessage(content='x', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])]",
        id="convert_to_messages([{'role':'assistant','content':'x','tool",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'assistant','content':None,'tool_calls':[{'id':'c1','name':'f','args':{'a':1}}]}]),
        "[AIMessage(content='', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])]",
        id="convert_to_messages([{'role':'assistant','content':None,'too",
    ),
    pytest.param(
        lambda: convert_to_messages([{'type':'human','content':'x'}]),
        "[HumanMessage(content='x', additional_kwargs={}, response_metadata={})]",
        id="convert_to_messages([{'type':'human','content':'x'}])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'type':'ai','content':'x', 'id':'q'}]),
        "[AIMessage(content='x', additional_kwargs={}, response_metadata={}, id='q', tool_calls=[], invalid_tool_calls=[])]",
        id="convert_to_messages([{'type':'ai','content':'x', 'id':'q'}])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'content':'x'}]),
        "EXC ValueError: Message dict must contain 'role' and 'content' keys, got {'content': 'x'}",
        id="convert_to_messages([{'content':'x'}])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'user'}]),
        "EXC ValueError: Message dict must contain 'role' and 'content' keys, got {'role': 'user'}",
        id="convert_to_messages([{'role':'user'}])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'user','content':'x', 'foo':'bar'}]),
        "[HumanMessage(content='x', additional_kwargs={'foo': 'bar'}, response_metadata={})]",
        id="convert_to_messages([{'role':'user','content':'x', 'foo':'ba",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'user','content':'x', 'additional_kwargs':{'a':1}, 'b': 2}]),
        "[HumanMessage(content='x', additional_kwargs={'b': 2, 'a': 1}, response_metadata={})]",
        id="convert_to_messages([{'role':'user','content':'x', 'addition",
    ),
    pytest.param(
        lambda: convert_to_messages([('user',)]),
        'EXC NotImplementedError: Message as a sequence must be (role string, template)',
        id="convert_to_messages([('user',)])",
    ),
    pytest.param(
        lambda: convert_to_messages([5]),
        "EXC NotImplementedError: Unsupported message type: <class 'int'>",
        id='convert_to_messages([5])',
    ),
    pytest.param(
        lambda: convert_to_messages(['s']),
        "[HumanMessage(content='s', additional_kwargs={}, response_metadata={})]",
        id="convert_to_messages(['s'])",
    ),
    pytest.param(
        lambda: convert_to_messages([['user', 'x']]),
        "[HumanMessage(content='x', additional_kwargs={}, response_metadata={})]",
        id="convert_to_messages([['user', 'x']])",
    ),
    pytest.param(
        lambda: convert_to_messages('abc'),
        "[HumanMessage(content='a', additional_kwargs={}, response_metadata={}), HumanMessage(content='b', additional_kwargs={}, response_metadata={}), HumanMessage(content='c', additional_kwargs={}, response_metadata={})]",
        id="convert_to_messages('abc')",
    ),
    pytest.param(
        lambda: convert_to_messages([('user', ['a', {'type':'text','text':'b'}])]),
        "[HumanMessage(content=['a', {'type': 'text', 'text': 'b'}], additional_kwargs={}, response_metadata={})]",
        id="convert_to_messages([('user', ['a', {'type':'text','text':'b",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'developer','content':'x'}]),
        "[SystemMessage(content='x', additional_kwargs={'__openai_role__': 'developer'}, response_metadata={})]",
        id="convert_to_messages([{'role':'developer','content':'x'}])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'remove','content':'', 'id':'x'}]),
        "[RemoveMessage(content='', additional_kwargs={}, response_metadata={}, id='x')]",
        id="convert_to_messages([{'role':'remove','content':'', 'id':'x'",
    ),
    pytest.param(
        lambda: convert_to_messages([('ai', 'x', 'y')]),
        'EXC NotImplementedError: Message as a sequence must be (role string, template)',
        id="convert_to_messages([('ai', 'x', 'y')])",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'tool','content':'x','tool_call_id':'c1', 'status':'error', 'artifact':1, 'name':'n', 'id':'i'}]),
        "[ToolMessage(content='x', name='n', id='i', tool_call_id='c1', artifact=1, status='error')]",
        id="convert_to_messages([{'role':'tool','content':'x','tool_call",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'assistant','content':'x','function_call':{'name':'f','arguments':'{}'}}]),
        "[AIMessage(content='x', additional_kwargs={'function_call': {'name': 'f', 'arguments': '{}'}}, response_metadata={}, tool_calls=[], invalid_tool_calls=[])]",
        id="convert_to_messages([{'role':'assistant','content':'x','func",
    ),
    pytest.param(
        lambda: convert_to_messages([{'role':'assistant','content':'x','response_metadata':{'a':1}}]),
        "[AIMessage(content='x', additional_kwargs={}, response_metadata={'a': 1}, tool_calls=[], invalid_tool_calls=[])]",
        id="convert_to_messages([{'role':'assistant','content':'x','resp",
    ),
    pytest.param(
        lambda: convert_to_messages([HumanMessage('q', id='1')]),
        "[HumanMessage(content='q', additional_kwargs={}, response_metadata={}, id='1')]",
        id="convert_to_messages([HumanMessage('q', id='1')])",
    ),
]

# fmt: on


@pytest.mark.parametrize(("build", "expected"), REPR_CASES)
def test_repr_str_eq_dump_match_langchain(build: Callable[[], Any], expected: str) -> None:
    assert outcome(build) == expected


@pytest.mark.parametrize(("build", "expected"), PRETTY_CASES)
def test_pretty_repr_matches_langchain(build: Callable[[], Any], expected: str) -> None:
    assert outcome(build) == expected


@pytest.mark.parametrize(("build", "expected"), CONVERT_CASES)
def test_convert_to_messages_matches_langchain(build: Callable[[], Any], expected: str) -> None:
    assert outcome(build) == expected


def test_pretty_print_writes_pretty_repr(capsys: pytest.CaptureFixture[str]) -> None:
    HumanMessage("hi", name="bob").pretty_print()
    assert capsys.readouterr().out == HumanMessage("hi", name="bob").pretty_repr() + "\n"


def test_type_values() -> None:
    kinds = [
        AIMessage("x"),
        HumanMessage("a"),
        AIMessageChunk("a"),
        RemoveMessage(id="q"),
        ToolMessage("a", tool_call_id="1"),
        SystemMessage("s"),
        HumanMessageChunk("x"),
        SystemMessageChunk("x"),
    ]
    assert [m.type for m in kinds] == [
        "ai", "human", "AIMessageChunk", "remove", "tool", "system", "HumanMessageChunk", "SystemMessageChunk",
    ]


def test_chunk_classes_are_subclasses_of_their_message_class() -> None:
    assert isinstance(AIMessageChunk("x"), AIMessage)
    assert isinstance(HumanMessageChunk("x"), HumanMessage)
    assert isinstance(SystemMessageChunk("x"), SystemMessage)


def test_messages_are_mutable_and_unhashable() -> None:
    message = AIMessage("x", id="1")
    message.content = "y"
    assert repr(message) == (
        "AIMessage(content='y', additional_kwargs={}, response_metadata={}, id='1', tool_calls=[], invalid_tool_calls=[])"
    )
    with pytest.raises(TypeError, match=r"^unhashable type: 'AIMessage'$"):
        hash(message)


def test_messages_are_slotted() -> None:
    message = HumanMessage("x")
    assert not hasattr(message, "__dict__")
    with pytest.raises(AttributeError, match=r"has no attribute 'nope'"):
        message.nope  # noqa: B018


def test_constructor_copies_containers() -> None:
    content = ["a"]
    extras = {"k": 1}
    message = HumanMessage(content, additional_kwargs=extras)
    content.append("b")
    extras["k"] = 2
    assert message.content == ["a"]
    assert message.additional_kwargs == {"k": 1}


@pytest.mark.parametrize(
    ("build", "error", "match"),
    [
        (lambda: HumanMessage(), TypeError, r"^HumanMessage\(\) missing required argument: 'content'$"),
        (lambda: HumanMessage(5), TypeError, r"^HumanMessage content must be a str or a list"),
        (lambda: HumanMessage("x", type="ai"), ValueError, r"^HumanMessage has type 'human', got type='ai'$"),
        (lambda: ToolMessage("x"), TypeError, r"^ToolMessage\(\) missing required keyword argument: 'tool_call_id'$"),
        (lambda: ToolMessage("x", tool_call_id="1", status="ok"), ValueError, r"^ToolMessage status must be"),
        (lambda: RemoveMessage(id="x", content="y"), ValueError, r"^RemoveMessage does not support 'content' field\.$"),
        (lambda: RemoveMessage(), TypeError, r"missing 1 required positional argument: 'id'"),
    ],
)
def test_constructor_errors(build: Callable[[], Any], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        build()


def test_type_keyword_equal_to_class_type_is_accepted() -> None:
    assert HumanMessage("x", type="human") == HumanMessage("x")


SAMPLES: list[BaseMessage] = [
    HumanMessage("hi", id="1", name="bob", additional_kwargs={"k": [1]}, response_metadata={"r": {"s": 2}}),
    HumanMessage(["a", {"type": "text", "text": "b"}], example=True),
    SystemMessage("be brief", id="s"),
    AIMessage(
        "ok",
        id="a",
        tool_calls=[{"name": "f", "args": {"x": 1}, "id": "c1"}],
        invalid_tool_calls=[{"name": "g", "args": "{bad", "id": "c2", "error": "nope"}],
        usage_metadata={"input_tokens": 1, "output_tokens": 2, "total_tokens": 3},
    ),
    AIMessageChunk("par", id="c", tool_call_chunks=[{"name": "f", "args": '{"x": ', "id": "c1", "index": 0}]),
    AIMessageChunk("end", chunk_position="last"),
    HumanMessageChunk("h", id="h"),
    SystemMessageChunk("s"),
    ToolMessage({"result": 1}, tool_call_id="c1", artifact={"raw": b"\x00"}, status="error", name="f"),
    RemoveMessage(id="gone"),
    RemoveMessage(id=REMOVE_ALL_MESSAGES),
]


@pytest.mark.parametrize("message", SAMPLES, ids=lambda m: type(m).__name__)
def test_to_dict_from_dict_round_trip(message: BaseMessage) -> None:
    data = message.to_dict()
    assert data["type"] == message.type
    assert list(data)[:6] == ["content", "additional_kwargs", "response_metadata", "type", "name", "id"]
    rebuilt = BaseMessage.from_dict(data)
    assert type(rebuilt) is type(message)
    assert rebuilt == message
    assert type(message).from_dict(data) == message


@pytest.mark.parametrize("message", SAMPLES, ids=lambda m: type(m).__name__)
def test_pickle_and_copy_round_trip(message: BaseMessage) -> None:
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(message, protocol)) == message
    assert copy.copy(message) == message
    deep = copy.deepcopy(message)
    assert deep == message
    assert deep.additional_kwargs is not message.additional_kwargs


def test_to_dict_is_plain_data() -> None:
    data = SAMPLES[3].to_dict()
    assert data == {
        "content": "ok",
        "additional_kwargs": {},
        "response_metadata": {},
        "type": "ai",
        "name": None,
        "id": "a",
        "tool_calls": [{"name": "f", "args": {"x": 1}, "id": "c1", "type": "tool_call"}],
        "invalid_tool_calls": [
            {"type": "invalid_tool_call", "id": "c2", "name": "g", "args": "{bad", "error": "nope"}
        ],
        "usage_metadata": {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3},
    }
    assert AIMessage("x").model_dump() == AIMessage("x").to_dict()


def test_from_dict_unknown_type() -> None:
    with pytest.raises(ValueError, match=r"^Unknown message type 'chat'"):
        BaseMessage.from_dict({"type": "chat", "content": "x"})


def test_model_copy() -> None:
    original = AIMessage("x", id="1", tool_calls=[{"name": "f", "args": {"a": [1]}, "id": "c"}], foo=1)
    shallow = original.model_copy(update={"id": "2", "bar": 3})
    assert (shallow.id, shallow.content, shallow.foo, shallow.bar) == ("2", "x", 1, 3)
    assert original.id == "1"
    assert not hasattr(original, "bar")
    assert shallow.tool_calls is original.tool_calls
    deep = original.model_copy(deep=True)
    assert deep == original
    assert deep.tool_calls is not original.tool_calls


def test_is_message() -> None:
    assert all(is_message(m) for m in SAMPLES)
    assert not is_message("hi")
    assert not is_message(("user", "hi"))
    assert not is_message({"role": "user", "content": "hi"})


def test_convert_to_messages_accepts_to_dict_output() -> None:
    plain = [m for m in SAMPLES if not m._extra]  # extra fields would land in additional_kwargs
    assert convert_to_messages([m.to_dict() for m in plain]) == plain


def test_convert_to_messages_accepts_prompt_value_like() -> None:
    class Prompt:
        def to_messages(self) -> list[Any]:
            return [("system", "s"), "q"]

    assert convert_to_messages(Prompt()) == [SystemMessage("s"), HumanMessage("q")]


def test_convert_to_messages_remove_needs_an_id() -> None:
    with pytest.raises(TypeError, match=r"^RemoveMessage\(\) missing required argument: 'id'$"):
        convert_to_messages([{"role": "remove", "content": ""}])


def test_text_is_str_and_callable() -> None:
    text = AIMessage(["a", {"type": "text", "text": "b"}]).text
    assert isinstance(text, str)
    assert text == "ab"
    assert text() == "ab"


def test_pydantic_models_can_hold_messages() -> None:
    pydantic = pytest.importorskip("pydantic")
    from lingxigraph.messages import AnyMessage

    adapter = pydantic.TypeAdapter(list[AnyMessage])
    messages = [HumanMessage("a", id="1"), AIMessageChunk("c"), ToolMessage("r", tool_call_id="t")]
    validated = adapter.validate_python([*messages, {"type": "ai", "content": "b"}])
    assert validated[0] is messages[0]
    assert validated == [*messages, AIMessage("b")]
    assert adapter.validate_json(adapter.dump_json(validated)) == validated
    with pytest.raises(pydantic.ValidationError, match=r"Input should be a HumanMessage or its to_dict\(\) output"):
        adapter.validate_python([RemoveMessage(id="x")])
    with pytest.raises(pydantic.ValidationError):
        adapter.validate_python([{"type": "tool", "content": "no tool_call_id"}])
