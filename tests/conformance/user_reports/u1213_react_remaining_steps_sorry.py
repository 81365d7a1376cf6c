# https://github.com/langchain-ai/langgraph/pull/899 : create_react_agent under a small recursion_limit with a model that always asks for another tool: the "Sorry, need more steps to process this request." reply (RemainingSteps), which limits give it and which raise GraphRecursionError, for v1 and v2, and the message count
import itertools
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.errors import GraphRecursionError
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def again(n: int) -> int:
    """again"""
    return n + 1
def msgs():
    for i in itertools.count():
        yield AIMessage("", id="a%d" % i, tool_calls=[{"name": "again", "args": {"n": i}, "id": "t%d" % i, "type": "tool_call"}])
for version in ["v1", "v2"]:
    for limit in [1, 2, 3, 4, 5, 6, 7]:
        agent = create_react_agent(Model(messages=msgs()), [again], version=version)
        try:
            out = agent.invoke({"messages": [HumanMessage("go", id="h")]}, {"recursion_limit": limit})
            print(version, limit, len(out["messages"]), repr(out["messages"][-1].content), out["messages"][-1].id)
        except GraphRecursionError as e:
            print(version, limit, "GraphRecursionError", str(e).splitlines()[0])
