# https://github.com/langchain-ai/langgraph/issues/2220 : ValidationNode(schemas, format_error=...) in a hand-built retry loop: a pydantic schema with a field_validator, a tool function schema, an unknown tool name and a valid call in one AIMessage; the ToolMessages (content, is_error flag, name) and the default error format
from pydantic import BaseModel, field_validator
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.prebuilt import ValidationNode
class Person(BaseModel):
    """a person"""
    name: str
    age: int
    @field_validator("age")
    @classmethod
    def positive(cls, v):
        if v < 0:
            raise ValueError("age must be positive")
        return v
def lookup(city: str, limit: int = 3) -> str:
    """lookup"""
    return city
calls = [{"name": "Person", "args": {"name": "a", "age": -1}, "id": "c1", "type": "tool_call"},
         {"name": "Person", "args": {"name": "b", "age": 30}, "id": "c2", "type": "tool_call"},
         {"name": "lookup", "args": {"city": "x", "limit": "many"}, "id": "c3", "type": "tool_call"},
         {"name": "lookup", "args": {"city": "y"}, "id": "c4", "type": "tool_call"}]
msgs = [HumanMessage("q"), AIMessage("", tool_calls=calls)]
for label, kw in [("default", {}), ("custom", {"format_error": lambda e, call, schema: "BAD %s %s" % (call["id"], schema.__name__)})]:
    node = ValidationNode([Person, lookup], **kw)
    out = node.invoke({"messages": msgs})
    for m in out["messages"]:
        print(label, m.tool_call_id, m.name, m.additional_kwargs.get("is_error"), repr(m.content[:90]))
    out = node.invoke(msgs)
    print(label, "list input", type(out).__name__, len(out))
try:
    ValidationNode([Person]).invoke({"messages": [HumanMessage("no ai")]})
except Exception as e:
    print("ERR", type(e).__name__, str(e)[:120])
