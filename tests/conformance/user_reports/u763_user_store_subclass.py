# https://github.com/langchain-ai/langgraph/issues/2936 , custom store reports : a user-written BaseStore (batch/abatch over a dict, recording the ops it receives) used by a graph node (store param and get_store()), a ToolNode tool with InjectedStore, an @entrypoint; the op types and fields LangGraph hands it
import asyncio
from datetime import datetime, timezone
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.store.base import BaseStore, Item, GetOp, PutOp, SearchOp, ListNamespacesOp, SearchItem
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode, InjectedStore
from langgraph.config import get_store
from langgraph.func import entrypoint
T0 = datetime(2024, 1, 1, tzinfo=timezone.utc)
class DictStore(BaseStore):
    def __init__(self):
        self.data = {}
        self.ops = []
    def batch(self, ops):
        out = []
        for op in ops:
            self.ops.append((type(op).__name__,) + tuple((f, getattr(op, f)) for f in op._fields if f not in ("value",)))
            if isinstance(op, GetOp):
                v = self.data.get((op.namespace, op.key))
                out.append(Item(value=v, key=op.key, namespace=op.namespace, created_at=T0, updated_at=T0) if v is not None else None)
            elif isinstance(op, PutOp):
                if op.value is None:
                    self.data.pop((op.namespace, op.key), None)
                else:
                    self.data[(op.namespace, op.key)] = op.value
                out.append(None)
            elif isinstance(op, SearchOp):
                out.append([SearchItem(namespace=ns, key=k, value=v, created_at=T0, updated_at=T0) for (ns, k), v in sorted(self.data.items()) if ns[:len(op.namespace_prefix)] == op.namespace_prefix][op.offset:op.offset + op.limit])
            elif isinstance(op, ListNamespacesOp):
                out.append(sorted({ns for ns, _ in self.data}))
        return out
    async def abatch(self, ops):
        return self.batch(ops)
class S(TypedDict):
    n: int
def node(s, *, store: BaseStore):
    store.put(("users", "u1"), "k", {"n": s["n"]})
    get_store().put(("users", "u1"), "k2", {"n": s["n"] + 1}, index=False)
    return {"n": len(store.search(("users",), limit=5)) + (store.get(("users", "u1"), "k").value["n"])}
store = DictStore()
g = StateGraph(S); g.add_node("node", node); g.add_edge(START, "node")
print(g.compile(store=store).invoke({"n": 10}))
@tool
def remember(fact: str, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """remember a fact"""
    store.put(("facts",), fact, {"fact": fact})
    return str(sorted(i.key for i in store.search(("facts",))))
tn = StateGraph(MessagesState); tn.add_node("tools", ToolNode([remember])); tn.add_edge(START, "tools")
out = tn.compile(store=store).invoke({"messages": [AIMessage("", id="a", tool_calls=[{"name": "remember", "args": {"fact": "sky"}, "id": "c1", "type": "tool_call"}])]})
print(out["messages"][-1].content)
@entrypoint(store=store)
def ep(x, *, store):
    store.delete(("users", "u1"), "k2")
    return [store.list_namespaces(), store.get(("users", "u1"), "k2")]
print(ep.invoke(1))
async def main():
    return await g.compile(store=store).ainvoke({"n": 1})
print(asyncio.run(main()))
for op in store.ops:
    print(op)
