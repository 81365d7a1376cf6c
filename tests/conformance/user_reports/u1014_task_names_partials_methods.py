# https://github.com/langchain-ai/langgraph/issues/6577 : what @task calls are named in the updates stream: a functools.partial, a callable object, a bound method, a bound method given name=, and a function wrapped twice (plainly, then with name=) where the rename reaches the first wrapper and the function's own __name__
import functools
from langgraph.func import entrypoint, task
def plain(x): return x + 1
def other(x): return x * 10
class Obj:
    def __call__(self, x): return x * 2
    def meth(self, x): return x * 3
o = Obj()
@entrypoint()
def uses(x):
    r = [task(functools.partial(plain))(x).result(), task(o)(x).result(), task(o.meth)(x).result(), task(name="renamed")(o.meth)(x).result()]
    r.append(task(o.meth)(x).result())
    t_other = task(other)
    task(name="other2")(other)
    r.append(t_other(x).result())
    return r
print(list(uses.stream(1, stream_mode="updates")))
print(plain.__name__, other.__name__, o.meth.__name__, Obj.meth.__name__)
