"""Runs the shared translator (testdata/dex/tools/k2s/k2s.py, unchanged) with one addition it lacks: a constructor
whose super() call needs the range form (kotlinc's callable-reference classes call
FunctionReferenceImpl.<init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V, seven
register words) moves `this` and the arguments into consecutive registers as for any other range call, instead of
failing with 'temp'. Nothing else changes."""
import os, sys
K2S = sys.argv.pop(1)
sys.path.insert(0, K2S)
import k2s

_call = k2s.MethodX.call
def call(self, opn, ref, idx, init_u=False, extra_first=None):
    try:
        return _call(self, opn, ref, idx, init_u, extra_first)
    except k2s.Trouble as t:
        if str(t) != 'temp' or not init_u or self.m['name'] != '<init>':
            raise
        return _call(self, opn, ref, idx, False, extra_first)
k2s.MethodX.call = call

if __name__ == '__main__':
    k2s.main(sys.argv[1], sys.argv[2], set(sys.argv[3:]) or None)
