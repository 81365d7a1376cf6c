# create_react_agent stopping on the recursion limit (remaining_steps) with a model that keeps calling tools
import warnings
warnings.simplefilter("ignore")
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.errors import GraphRecursionError

class FakeModel(GenericFakeChatModel):
    def bind_tools(self, tools, **kwargs):
        return self

@tool
def ping(n: int) -> str:
    """Ping."""
    return f"pong {n}"

def looping():
    i = 0
    while True:
        i += 1
        yield AIMessage("", id=f"a{i}", tool_calls=[{"name": "ping", "args": {"n": i}, "id": f"c{i}"}])

agent = create_react_agent(FakeModel(messages=looping()), [ping])
for limit in (4, 7):
    try:
        out = agent.invoke({"messages": [HumanMessage("go", id="h")]}, {"recursion_limit": limit})
        print(limit, [(type(m).__name__, m.content) for m in out["messages"]])
    except GraphRecursionError as e:
        print(limit, "GraphRecursionError", str(e).splitlines()[0])
