#!/usr/bin/env python3
"""Class files -> smali in (approximately) the shapes D8 gives a debug build.
Own stack-to-register translation: operand-stack slot i is register v i, JVM locals above the stack region,
parameters last. Loads of locals are folded into operands; values are moved only when needed."""
import sys, os, glob, re
from classfile import ClassFile
from ops import decode

def parse_desc(d):
    assert d[0] == '('
    i = 1; args = []
    while d[i] != ')':
        j = i
        while d[j] == '[': j += 1
        if d[j] == 'L': j = d.index(';', j)
        args.append(d[i:j+1]); i = j + 1
    return args, d[i+1:]

def kind(t):
    if t == 'V': return None
    if t in ('J', 'D', 'F'): return t
    if t[0] in 'L[': return 'L'
    return 'I'

def W(k): return 2 if k in ('J', 'D') else 1

def esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == '\\': out.append('\\\\')
        elif ch == '"': out.append('\\"')
        elif ch == "'": out.append("\\'")
        elif ch == '\n': out.append('\\n')
        elif ch == '\t': out.append('\\t')
        elif ch == '\r': out.append('\\r')
        elif o < 0x20 or o > 0x7e: out.append('\\u%04x' % o)
        else: out.append(ch)
    return ''.join(out)

def hexlit(v, wide=False):
    s = ('-0x%x' % -v) if v < 0 else ('0x%x' % v)
    return s + ('L' if wide else '')

def L(c):
    return c if c.startswith('[') else 'L' + c + ';'

ACC_M = [(0x1, 'public'), (0x2, 'private'), (0x4, 'protected'), (0x8, 'static'), (0x10, 'final'),
         (0x20, 'declared-synchronized'), (0x40, 'bridge'), (0x80, 'varargs'), (0x100, 'native'),
         (0x400, 'abstract'), (0x800, 'strictfp'), (0x1000, 'synthetic')]
ACC_F = [(0x1, 'public'), (0x2, 'private'), (0x4, 'protected'), (0x8, 'static'), (0x10, 'final'),
         (0x40, 'volatile'), (0x80, 'transient'), (0x1000, 'synthetic'), (0x4000, 'enum')]
ACC_C = [(0x1, 'public'), (0x2, 'private'), (0x4, 'protected'), (0x8, 'static'), (0x10, 'final'),
         (0x200, 'interface'), (0x400, 'abstract'), (0x1000, 'synthetic'), (0x2000, 'annotation'), (0x4000, 'enum')]

def flags(acc, table):
    return ' '.join(n for b, n in table if acc & b)

BIN = {'add': 'add', 'sub': 'sub', 'mul': 'mul', 'div': 'div', 'rem': 'rem', 'and': 'and', 'or': 'or',
       'xor': 'xor', 'shl': 'shl', 'shr': 'shr', 'ushr': 'ushr'}
TYN = {'i': 'int', 'l': 'long', 'f': 'float', 'd': 'double'}
CONV = {'i2l': 'int-to-long', 'i2f': 'int-to-float', 'i2d': 'int-to-double', 'l2i': 'long-to-int',
        'l2f': 'long-to-float', 'l2d': 'long-to-double', 'f2i': 'float-to-int', 'f2l': 'float-to-long',
        'f2d': 'float-to-double', 'd2i': 'double-to-int', 'd2l': 'double-to-long', 'd2f': 'double-to-float',
        'i2b': 'int-to-byte', 'i2c': 'int-to-char', 'i2s': 'int-to-short'}
IFZ = {'ifeq': 'eqz', 'ifne': 'nez', 'iflt': 'ltz', 'ifge': 'gez', 'ifgt': 'gtz', 'ifle': 'lez',
       'ifnull': 'eqz', 'ifnonnull': 'nez'}
IF2 = {'if_icmpeq': 'eq', 'if_icmpne': 'ne', 'if_icmplt': 'lt', 'if_icmpge': 'ge', 'if_icmpgt': 'gt',
       'if_icmple': 'le', 'if_acmpeq': 'eq', 'if_acmpne': 'ne'}
ARR = {'ia': ('I', ''), 'la': ('J', '-wide'), 'fa': ('F', ''), 'da': ('D', '-wide'), 'aa': ('L', '-object'),
       'ba': ('I', '-byte'), 'ca': ('I', '-char'), 'sa': ('I', '-short')}
NEWARR = {4: '[Z', 5: '[C', 6: '[F', 7: '[D', 8: '[B', 9: '[S', 10: '[I', 11: '[J'}

def fsuffix(t):
    if t in ('J', 'D'): return '-wide'
    if t[0] in 'L[': return '-object'
    return {'Z': '-boolean', 'B': '-byte', 'C': '-char', 'S': '-short'}.get(t, '')

class E:
    __slots__ = ('k', 'reg', 'loc', 'alias')
    def __init__(self, k, reg, loc=False, alias=False):
        self.k = k; self.reg = reg; self.loc = loc; self.alias = alias
    def __repr__(self): return 'E(%s,v%d%s%s)' % (self.k, self.reg, ',loc' if self.loc else '', ',alias' if self.alias else '')

def kk(k):  # kind of a dataflow entry
    return k[0] if isinstance(k, tuple) else k

class Conv:
    def __init__(self, classes):
        self.classes = {cf.name: cf for cf in classes}
        self.lambdas = []          # generated lambda class texts
        self.make_public = set()   # (cls, name, desc)
        self.lam_count = {}

    def is_private(self, cls, name, desc):
        cf = self.classes.get(cls)
        if not cf: return False
        for m in cf.methods:
            if m.name == name and m.desc == desc: return bool(m.access & 2)
        return False

class MT:
    """Translate one method."""
    def __init__(self, conv, cf, m, region):
        self.conv = conv; self.cf = cf; self.m = m; self.cp = cf.cp; self.c = m.code
        args, ret = parse_desc(m.desc)
        self.ret = ret
        self.pwords = (0 if m.access & 8 else 1) + sum(W(kind(a)) for a in args)
        self.region = region
        self.nregs = region + self.c.max_locals
        self.out = []
        self.maxreg = -1
        self.used_region = 0
        self.plan_locals()

    def lreg(self, j):
        if j < self.pwords: return self.nregs - self.pwords + j
        return self.region + self.lmap[j]

    def plan_locals(self):
        """Non-parameter locals get registers by how often they are used (most used lowest);
        slots used as a wide pair stay together."""
        ins = decode(self.c.bytecode)
        uses = {}; wide = set()
        for x in ins:
            n = x.name
            if (n[1:5] == 'load' or n[1:6] == 'store') and n[0] in 'ilfda' and len(n) <= 8 or n == 'iinc':
                j = x.a if x.a is not None else int(n[-1])
                uses[j] = uses.get(j, 0) + 1
                if n[0] in 'ld': wide.add(j)
        first = self.pwords; nl = self.c.max_locals
        groups = []; j = first
        while j < nl:
            g = [j]
            while g[-1] in wide and g[-1] + 1 < nl: g.append(g[-1] + 1)
            groups.append(g); j = g[-1] + 1
        groups.sort(key=lambda g: (-sum(uses.get(k, 0) for k in g), g[0]))
        self.lmap = {}; r = 0
        for g in groups:
            for k in g: self.lmap[k] = r; r += 1

    def isloc(self, r): return r >= self.region

    # ---------- dataflow of kinds ----------
    def flow(self):
        ins = decode(self.c.bytecode)
        self.ins = ins
        self.bypc = {x.pc: i for i, x in enumerate(ins)}
        state = {0: []}
        work = [0]
        handlers = self.c.exc
        while work:
            pc = work.pop()
            i = self.bypc[pc]
            st = list(state[pc])
            while True:
                x = ins[i]
                for (s, e, h, t) in handlers:
                    if s <= x.pc < e:
                        self.merge(state, work, h, [('L',)])
                st2, succ, fall = self.kstep(x, st)
                for t in succ: self.merge(state, work, t, st2)
                if not fall: break
                i += 1
                nx = ins[i].pc
                if nx in state:
                    self.merge(state, work, nx, st2); break
                state[nx] = list(st2); st = st2
        self.state = state

    def merge(self, state, work, pc, st):
        if pc in state:
            a = state[pc]
            assert len(a) == len(st) and all(kk(p) == kk(q) or {kk(p), kk(q)} <= {'L', 'U'} for p, q in zip(a, st)), (self.cf.name, self.m.name, pc, a, st)
            return
        state[pc] = list(st); work.append(pc)

    def kstep(self, x, st):
        n = x.name; st = list(st); cp = self.cp
        def pop(k=1):
            for _ in range(k): st.pop()
        def push(k): st.append((k,) if not isinstance(k, tuple) else k)
        fall = True; succ = []
        if n == 'nop': pass
        elif n == 'aconst_null': push('L')
        elif n.startswith('iconst') or n in ('bipush', 'sipush'): push('I')
        elif n.startswith('lconst'): push('J')
        elif n.startswith('fconst'): push('F')
        elif n.startswith('dconst'): push('D')
        elif n in ('ldc', 'ldc_w', 'ldc2_w'):
            t = cp.e[x.a][0]
            push({'Integer': 'I', 'Float': 'F', 'Long': 'J', 'Double': 'D'}.get(t, 'L'))
        elif n[1:5] == 'load' and n[0] in 'ilfda' and len(n) <= 7:
            push({'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'L'}[n[0]])
        elif n.endswith('aload') and len(n) == 6:
            pop(2); push(ARR[n[:2]][0])
        elif n[1:6] == 'store' and n[0] in 'ilfda': pop()
        elif n.endswith('astore') and len(n) == 7: pop(3)
        elif n == 'pop': pop()
        elif n == 'pop2':
            if kk(st[-1]) in 'JD': pop()
            else: pop(2)
        elif n == 'dup': st.append(st[-1])
        elif n == 'dup_x1': a, b = st[-1], st[-2]; st[-2:] = [a, b, a]
        elif n == 'swap': st[-1], st[-2] = st[-2], st[-1]
        elif n in ('dup_x2', 'dup2', 'dup2_x1', 'dup2_x2'): raise Exception('unsupported ' + n)
        elif n[1:] in ('add', 'sub', 'mul', 'div', 'rem', 'and', 'or', 'xor'):
            pop(2); push(n[0].upper())
        elif n[1:] in ('shl', 'shr', 'ushr'): pop(2); push(n[0].upper())
        elif n[1:] == 'neg': pop(); push(n[0].upper())
        elif n == 'iinc': pass
        elif n in CONV: pop(); push({'l': 'J', 'i': 'I', 'f': 'F', 'd': 'D', 'b': 'I', 'c': 'I', 's': 'I'}[n[2]])
        elif n in ('lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg'): pop(2); push('I')
        elif n in IFZ: pop(); succ = [x.a]
        elif n in IF2: pop(2); succ = [x.a]
        elif n == 'goto': succ = [x.a]; fall = False
        elif n == 'tableswitch': pop(); succ = [x.a] + x.b[1]; fall = False
        elif n == 'lookupswitch': pop(); succ = [x.a] + [t for _, t in x.b]; fall = False
        elif n.endswith('return') or n == 'athrow': fall = False
        elif n in ('getstatic', 'putstatic', 'getfield', 'putfield'):
            _, c, nm, d = cp.ref(x.a)
            if n == 'getfield': pop()
            if n.startswith('put'): pop(1 + (n == 'putfield'))
            else: push(kind(d))
        elif n.startswith('invoke'):
            if n == 'invokedynamic':
                t = cp.e[x.a]; nm, d = cp.nat(t[2])
                args, ret = parse_desc(d); pop(len(args))
            else:
                _, c, nm, d = cp.ref(x.a)
                args, ret = parse_desc(d); pop(len(args) + (n != 'invokestatic'))
            if ret != 'V': push(kind(ret))
        elif n == 'new': push(('U', x.pc))
        elif n in ('newarray', 'anewarray'): pop(); push('L')
        elif n == 'arraylength': pop(); push('I')
        elif n == 'checkcast': pop(); push('L')
        elif n == 'instanceof': pop(); push('I')
        elif n in ('monitorenter', 'monitorexit'): pop()
        else: raise Exception('kstep ' + n)
        # after <init>, uninitialized entries of that new become L
        if n == 'invokespecial':
            _, c, nm, d = cp.ref(x.a)
            if nm == '<init>':
                pass
        return st, succ, fall

    # ---------- emission helpers ----------
    def emit(self, s): self.out.append('    ' + s)
    def note(self, r, k='I'):
        top = r + (1 if k in ('J', 'D') else 0)
        self.maxreg = max(self.maxreg, top)
        if r < self.region: self.used_region = max(self.used_region, top + 1)

    def slots(self):
        out = []; s = 0
        for e in self.st:
            out.append(s); s += W(e.k)
        return out

    def depth(self): return sum(W(e.k) for e in self.st)

    def mv(self, dst, src, k):
        if dst == src: return
        base = 'move-object' if k in ('L', 'U') else ('move-wide' if k in ('J', 'D') else 'move')
        wide = k in ('J', 'D')
        top = max(dst, src) + (1 if wide else 0)
        if dst < 16 and src < 16 and top < 16 or (dst < 16 and src < 16 and not wide):
            op = base
        elif dst < 256: op = base + '/from16'
        else: op = base + '/16'
        self.note(dst, k); self.note(src, k)
        self.emit('%s v%d, v%d' % (op, dst, src))
        self.last_write = None

    def r(self, e, slot, four=False):
        """register of entry e (at stack slot `slot`); four: instruction field is 4 bits."""
        top = e.reg + (1 if e.k in ('J', 'D') else 0)
        if four and top >= 16:
            assert slot + W(e.k) <= 16, ('slot too high', self.cf.name, self.m.name)
            assert not e.alias
            self.mv(slot, e.reg, e.k)
            e.reg = slot; e.loc = False
        self.note(e.reg, e.k)
        return 'v%d' % e.reg

    def pop(self, n=1):
        sl = self.slots()
        es = self.st[-n:] if n else []
        ss = sl[-n:] if n else []
        del self.st[len(self.st) - n:]
        return list(zip(es, ss))

    def push(self, k):
        s = self.depth()
        e = E(k, s)
        self.st.append(e)
        self.note(s, k)
        return e, s

    def canon(self):
        """Move every entry into its own slot register (parallel move)."""
        sl = self.slots()
        pend = []
        for e, s in zip(self.st, sl):
            if e.k == 'U' and e.alias: continue
            if e.reg != s: pend.append((e, s))
        tmp = self.depth()
        guard = 0
        while pend:
            guard += 1; assert guard < 100
            done = False
            for i, (e, s) in enumerate(pend):
                tgt = set(range(s, s + W(e.k)))
                busy = False
                for f, s2 in pend:
                    if f is e: continue
                    if set(range(f.reg, f.reg + W(f.k))) & tgt: busy = True
                for f in self.st:
                    if f.alias and f.reg in tgt and f is not e: busy = True
                if not busy:
                    self.mv(s, e.reg, e.k); e.reg = s; e.loc = False; e.alias = False
                    pend.pop(i); done = True; break
            if not done:
                e, s = pend[0]
                self.mv(tmp, e.reg, e.k); self.note(tmp, e.k); e.reg = tmp; e.loc = False
                tmp += W(e.k)

    def free_local(self, reg, wide):
        """A local register is about to be written: entries still reading it move to their slots."""
        regs = {reg, reg + 1} if wide else {reg}
        sl = self.slots()
        for e, s in zip(self.st, sl):
            if e.loc and ({e.reg, e.reg + W(e.k) - 1} & regs):
                self.mv(s, e.reg, e.k); e.reg = s; e.loc = False

    def const(self, k, v, dst):
        self.note(dst, k)
        if k in ('J', 'D'):
            if k == 'D': v = __import__('struct').unpack('>q', __import__('struct').pack('>d', v))[0]
            if -32768 <= v <= 32767: op = 'const-wide/16'
            elif -(1 << 31) <= v < (1 << 31): op = 'const-wide/32'
            elif v & 0xffffffffffff == 0: op = 'const-wide/high16'
            else: op = 'const-wide'
            self.emit('%s v%d, %s' % (op, dst, hexlit(v, op not in ('const-wide/32',))))
        else:
            if k == 'F': v = __import__('struct').unpack('>i', __import__('struct').pack('>f', v))[0]
            if -8 <= v <= 7 and dst < 16: op = 'const/4'
            elif -32768 <= v <= 32767: op = 'const/16'
            elif v & 0xffff == 0: op = 'const/high16'
            else: op = 'const'
            self.emit('%s v%d, %s' % (op, dst, hexlit(v)))
        self.last_write = (len(self.out) - 1, dst)

    # ---------- translation ----------
    def run(self):
        self.flow()
        c = self.c
        targets = set()
        for x in self.ins:
            if x.name in IFZ or x.name in IF2 or x.name == 'goto': targets.add(x.a)
            if x.name == 'tableswitch': targets.add(x.a); targets.update(x.b[1])
            if x.name == 'lookupswitch': targets.add(x.a); targets.update(t for _, t in x.b)
        hpcs = set(h for s, e, h, t in c.exc)
        targets |= hpcs
        lines = {}
        for pc, ln in c.lines: lines[pc] = ln
        live_exc = []
        for (s, e, h, t) in c.exc:
            if any(s <= x.pc < e and x.pc in self.state for x in self.ins) and h in self.state:
                live_exc.append((s, e, h, t))
        marks = set()
        for s, e, h, t in live_exc: marks.add(s); marks.add(e)
        self.payloads = []
        self.st = []
        self.last_write = None
        fell = False
        endpc = len(c.bytecode)
        self.skip_next = False
        for x in self.ins:
            if x.pc not in self.state:
                fell = False
                if x.pc in marks: self.out.append(':L%d' % x.pc)
                continue
            if x.pc in targets and fell:
                self.canon()
            if x.pc in marks or x.pc in targets:
                self.out.append(':L%d' % x.pc)
                self.last_write = None
            if x.pc in targets or not fell:
                self.reset(self.state[x.pc])
            if x.pc in lines:
                self.out.append('    .line %d' % lines[x.pc])
            if x.pc in hpcs:
                assert not fell or True
                # handler: exception on the stack
                if x.name.startswith('astore'):
                    j = x.a if x.a is not None else int(x.name[-1])
                    rr = self.lreg(j)
                    self.free_local(rr, False)
                    self.note(rr, 'L')
                    self.emit('move-exception v%d' % rr)
                    self.st = []
                    fell = True
                    continue
                self.st = []
                e, s = self.push('L')
                self.emit('move-exception v%d' % s)
            fell = self.step(x)
        if endpc in marks: self.out.append(':L%d' % endpc)
        for p in self.payloads: self.out.extend(p)
        # exception table (D8 drops ranges that cover no throwing instruction)
        pos = {}
        for i, l in enumerate(self.out):
            if l.startswith(':L'): pos.setdefault(int(l[2:]), i)
        safe = ('move', 'const', 'nop', 'goto', 'if-', 'return', '.line', 'packed-switch', 'sparse-switch', 'add-int/lit')
        def throws(a, b):
            for l in self.out[a:b]:
                l = l.strip()
                if not l or l.startswith(':'): continue
                if l.startswith('const-class'): return True
                if not l.startswith(safe): return True
            return False
        live_exc = [(s, e, h, t) for (s, e, h, t) in live_exc if throws(pos[s], pos[e])]
        for s, e, h, t in live_exc:
            if t: self.out.append('    .catch %s {:L%d .. :L%d} :L%d' % (L(t), s, e, h))
            else: self.out.append('    .catchall {:L%d .. :L%d} :L%d' % (s, e, h))
        return self.out

    def reset(self, kinds):
        self.st = []
        s = 0
        prev = None
        for k in kinds:
            k0 = kk(k)
            if k0 == 'U' and prev is not None and prev[0] == k and True:
                e = E('U', prev[1].reg, alias=True)
            else:
                e = E(k0, s)
            self.st.append(e); self.note(e.reg, k0)
            prev = (k, e)
            s += W(k0)

    def step(self, x):
        n = x.name; cp = self.cp
        if n == 'nop':
            self.emit('nop'); return True
        if n == 'aconst_null':
            e, s = self.push('L'); self.const('I', 0, s); return True
        if n.startswith('iconst'):
            v = -1 if n == 'iconst_m1' else int(n[-1])
            e, s = self.push('I'); self.const('I', v, s); return True
        if n in ('bipush', 'sipush'):
            e, s = self.push('I'); self.const('I', x.a, s); return True
        if n.startswith('lconst'):
            e, s = self.push('J'); self.const('J', int(n[-1]), s); return True
        if n in ('ldc', 'ldc_w', 'ldc2_w'):
            t = cp.e[x.a]
            if t[0] == 'String':
                e, s = self.push('L'); self.note(s)
                self.emit('const-string v%d, "%s"' % (s, esc(cp.utf(t[1]))))
                self.last_write = (len(self.out) - 1, s)
            elif t[0] == 'Class':
                e, s = self.push('L')
                self.emit('const-class v%d, %s' % (s, L(cp.cls(x.a))))
            elif t[0] in ('Integer', 'Float', 'Long', 'Double'):
                k = {'Integer': 'I', 'Float': 'F', 'Long': 'J', 'Double': 'D'}[t[0]]
                e, s = self.push(k); self.const(k, t[1], s)
            else: raise Exception(t)
            return True
        if n[1:5] == 'load' and n[0] in 'ilfda' and len(n) <= 7:
            j = x.a if x.a is not None else int(n[-1])
            k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'L'}[n[0]]
            s = self.depth()
            self.st.append(E(k, self.lreg(j), loc=True))
            return True
        if n[1:6] == 'store' and n[0] in 'ilfda':
            j = x.a if x.a is not None else int(n[-1])
            [(e, s)] = self.pop(1)
            rr = self.lreg(j)
            if e.reg == rr: return True
            self.free_local(rr, e.k in ('J', 'D'))
            lw = self.last_write
            if lw and lw[1] == e.reg and not e.loc and not e.alias and not any(f.reg == e.reg for f in self.st) \
                    and not any(re.search(r'\bv%d\b' % e.reg, l) for l in self.out[lw[0] + 1:]):
                idx = lw[0]
                line = self.out[idx]
                op = line.split()[0]
                rest = line.split(None, 2)
                if op in ('move-result', 'move-result-object', 'move-result-wide', 'const-string',
                          'sget', 'sget-object', 'sget-boolean', 'sget-wide') or op.startswith('const'):
                    if op == 'const/4' and rr >= 16:
                        op = 'const/16'
                    self.out[idx] = '    %s v%d%s' % (op, rr, line[line.index(','):] if ',' in line else '')
                    self.note(rr, e.k)
                    self.last_write = None
                    return True
            self.mv(rr, e.reg, e.k)
            return True
        if n.endswith('aload') and len(n) == 6:
            (a, sa), (i, si) = self.pop(2)
            k, suf = ARR[n[:2]]
            ra, ri = self.r(a, sa), self.r(i, si)
            e, s = self.push(k)
            self.emit('aget%s v%d, %s, %s' % (suf, s, ra, ri)); self.last_write = None
            return True
        if n.endswith('astore') and len(n) == 7:
            (a, sa), (i, si), (v, sv) = self.pop(3)
            k, suf = ARR[n[:2]]
            self.emit('aput%s %s, %s, %s' % (suf, self.r(v, sv), self.r(a, sa), self.r(i, si)))
            return True
        if n == 'pop' or n == 'pop2':
            if n == 'pop2' and self.st[-1].k not in ('J', 'D'): self.pop(2); return True
            [(e, s)] = self.pop(1)
            lw = self.last_write
            if lw and lw[1] == e.reg and self.out[lw[0]].split()[0].startswith('move-result') and lw[0] == len(self.out) - 1:
                del self.out[lw[0]]
            self.last_write = None
            return True
        if n == 'dup':
            e = self.st[-1]
            if e.k == 'U':
                self.st.append(E('U', e.reg, alias=True))
            elif e.loc:
                self.st.append(E(e.k, e.reg, loc=True))
            else:
                self.st.append(E(e.k, e.reg, alias=True))
            return True
        if n in ('swap', 'dup_x1'):
            if n == 'swap':
                a, b = self.st[-2], self.st[-1]
                self.st[-2:] = [b, a]
            else:
                a, b = self.st[-2], self.st[-1]
                c2 = E(b.k, b.reg, loc=b.loc)
                self.st[-2:] = [c2, a, b]
            # make non-local entries canonical again
            for e in self.st:
                if e.alias and e.k != 'U':
                    e.alias = False
            self.canon_nonlocal()
            return True
        if n[1:] in BIN and n[0] in 'ilfd':
            (a, sa), (b, sb) = self.pop(2)
            ra, rb = self.r(a, sa), self.r(b, sb)
            k = n[0].upper()
            e, s = self.push(k)
            self.emit('%s-%s v%d, %s, %s' % (BIN[n[1:]], TYN[n[0]], s, ra, rb)); self.last_write = None
            return True
        if n[1:] == 'neg':
            [(a, sa)] = self.pop(1)
            ra = self.r(a, sa, four=True)
            e, s = self.push(n[0].upper())
            self.emit('neg-%s v%d, %s' % (TYN[n[0]], s, ra)); self.last_write = None
            return True
        if n == 'iinc':
            rr = self.lreg(x.a)
            self.free_local(rr, False)
            self.note(rr)
            if -128 <= x.b <= 127: self.emit('add-int/lit8 v%d, v%d, %s' % (rr, rr, hexlit(x.b)))
            else: self.emit('add-int/lit16 v%d, v%d, %s' % (rr, rr, hexlit(x.b)))
            self.last_write = None
            return True
        if n in CONV:
            [(a, sa)] = self.pop(1)
            ra = self.r(a, sa, four=True)
            k = {'l': 'J', 'i': 'I', 'f': 'F', 'd': 'D', 'b': 'I', 'c': 'I', 's': 'I'}[n[2]]
            e, s = self.push(k)
            assert s + W(k) <= 16
            self.emit('%s v%d, %s' % (CONV[n], s, ra)); self.last_write = None
            return True
        if n in ('lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg'):
            (a, sa), (b, sb) = self.pop(2)
            ra, rb = self.r(a, sa), self.r(b, sb)
            e, s = self.push('I')
            op = {'lcmp': 'cmp-long', 'fcmpl': 'cmpl-float', 'fcmpg': 'cmpg-float', 'dcmpl': 'cmpl-double', 'dcmpg': 'cmpg-double'}[n]
            self.emit('%s v%d, %s, %s' % (op, s, ra, rb)); self.last_write = None
            return True
        if n in IFZ:
            [(a, sa)] = self.pop(1)
            self.canon()
            self.emit('if-%s %s, :L%d' % (IFZ[n], self.r(a, sa), x.a))
            return True
        if n in IF2:
            (a, sa), (b, sb) = self.pop(2)
            self.canon()
            ra = self.r(a, sa, four=True); rb = self.r(b, sb, four=True)
            self.emit('if-%s %s, %s, :L%d' % (IF2[n], ra, rb, x.a))
            return True
        if n == 'goto':
            self.canon()
            self.emit('goto :L%d' % x.a)
            return False
        if n in ('tableswitch', 'lookupswitch'):
            [(a, sa)] = self.pop(1)
            self.canon()
            lab = ':sw_%d' % x.pc
            if n == 'tableswitch':
                self.emit('packed-switch %s, %s' % (self.r(a, sa), lab))
                p = [lab, '    .packed-switch %s' % hexlit(x.b[0])] + ['        :L%d' % t for t in x.b[1]] + ['    .end packed-switch']
            else:
                self.emit('sparse-switch %s, %s' % (self.r(a, sa), lab))
                p = [lab, '    .sparse-switch'] + ['        %s -> :L%d' % (hexlit(k), t) for k, t in x.b] + ['    .end sparse-switch']
            self.payloads.append(p)
            self.emit('goto :L%d' % x.a)
            return False
        if n.endswith('return'):
            if n == 'return': self.emit('return-void'); return False
            [(a, sa)] = self.pop(1)
            op = {'i': 'return', 'f': 'return', 'l': 'return-wide', 'd': 'return-wide', 'a': 'return-object'}[n[0]]
            self.emit('%s %s' % (op, self.r(a, sa)))
            return False
        if n == 'athrow':
            [(a, sa)] = self.pop(1)
            self.emit('throw %s' % self.r(a, sa))
            return False
        if n in ('getstatic', 'putstatic', 'getfield', 'putfield'):
            _, c, nm, d = cp.ref(x.a)
            fref = '%s->%s:%s' % (L(c), nm, d)
            suf = fsuffix(d)
            if n == 'getstatic':
                e, s = self.push(kind(d))
                self.emit('sget%s v%d, %s' % (suf, s, fref)); self.last_write = (len(self.out) - 1, s)
            elif n == 'putstatic':
                [(a, sa)] = self.pop(1)
                self.emit('sput%s %s, %s' % (suf, self.r(a, sa), fref))
            elif n == 'getfield':
                [(o, so)] = self.pop(1)
                ro = self.r(o, so, four=True)
                e, s = self.push(kind(d))
                assert s + W(e.k) <= 16
                self.emit('iget%s v%d, %s, %s' % (suf, s, ro, fref)); self.last_write = None
            else:
                (o, so), (v, sv) = self.pop(2)
                rv = self.r(v, sv, four=True); ro = self.r(o, so, four=True)
                self.emit('iput%s %s, %s, %s' % (suf, rv, ro, fref))
            return True
        if n == 'invokedynamic':
            return self.indy(x)
        if n.startswith('invoke'):
            tag, c, nm, d = cp.ref(x.a)
            args, ret = parse_desc(d)
            nargs = len(args) + (n != 'invokestatic')
            ops = self.pop(nargs)
            if n == 'invokestatic': kindop = 'invoke-static'
            elif n == 'invokeinterface': kindop = 'invoke-interface'
            elif n == 'invokespecial':
                if nm == '<init>' or (c == self.cf.name and self.conv.is_private(c, nm, d)): kindop = 'invoke-direct'
                else: kindop = 'invoke-super'
            else:
                kindop = 'invoke-direct' if (c == self.cf.name and self.conv.is_private(c, nm, d)) else 'invoke-virtual'
            init = (nm == '<init>')
            self.invoke(kindop, '%s->%s%s' % (L(c), nm, d), ops, init)
            if init:
                recv = ops[0][0]
                for f in self.st:
                    if f.k == 'U' and f.reg == recv.reg: f.k = 'L'; f.alias = False
            if ret != 'V':
                k = kind(ret)
                e, s = self.push(k)
                op = {'L': 'move-result-object', 'J': 'move-result-wide', 'D': 'move-result-wide'}.get(k, 'move-result')
                self.emit('%s v%d' % (op, s)); self.last_write = (len(self.out) - 1, s)
            else:
                self.last_write = None
            return True
        if n == 'new':
            e, s = self.push('U')
            self.emit('new-instance v%d, %s' % (s, L(cp.cls(x.a)))); self.last_write = None
            return True
        if n in ('newarray', 'anewarray'):
            [(a, sa)] = self.pop(1)
            ra = self.r(a, sa, four=True)
            t = NEWARR[x.a] if n == 'newarray' else '[' + L(cp.cls(x.a))
            e, s = self.push('L')
            self.emit('new-array v%d, %s, %s' % (s, ra, t)); self.last_write = None
            return True
        if n == 'arraylength':
            [(a, sa)] = self.pop(1)
            ra = self.r(a, sa, four=True)
            e, s = self.push('I')
            self.emit('array-length v%d, %s' % (s, ra)); self.last_write = None
            return True
        if n == 'checkcast':
            e = self.st[-1]
            s = self.slots()[-1]
            if e.alias or e.loc:
                # never narrow (or widen) a local's own register: cast a copy in the slot register
                self.mv(s, e.reg, e.k); e.reg = s; e.alias = False; e.loc = False
            self.note(e.reg)
            self.emit('check-cast v%d, %s' % (e.reg, L(cp.cls(x.a)))); self.last_write = None
            return True
        if n == 'instanceof':
            [(a, sa)] = self.pop(1)
            ra = self.r(a, sa, four=True)
            e, s = self.push('I')
            self.emit('instance-of v%d, %s, %s' % (s, ra, L(cp.cls(x.a)))); self.last_write = None
            return True
        if n in ('monitorenter', 'monitorexit'):
            [(a, sa)] = self.pop(1)
            self.emit('%s %s' % ('monitor-enter' if n == 'monitorenter' else 'monitor-exit', self.r(a, sa)))
            return True
        raise Exception('step ' + n)

    def canon_nonlocal(self):
        sl = self.slots()
        save = []
        for e in self.st:
            save.append(e.loc)
        # temporarily treat local refs as fixed by excluding them
        keep = [(e, s) for e, s in zip(self.st, sl) if not e.loc]
        st0 = self.st
        self.st = [e for e in st0]
        # parallel move only for non-local entries
        pend = [(e, s) for e, s in keep if e.reg != s]
        tmp = self.depth()
        guard = 0
        while pend:
            guard += 1; assert guard < 100
            done = False
            for i, (e, s) in enumerate(pend):
                tgt = set(range(s, s + W(e.k)))
                busy = any((set(range(f.reg, f.reg + W(f.k))) & tgt) for f, _ in pend if f is not e)
                if not busy:
                    self.mv(s, e.reg, e.k); e.reg = s; pend.pop(i); done = True; break
            if not done:
                e, s = pend[0]
                self.mv(tmp, e.reg, e.k); e.reg = tmp; tmp += W(e.k)

    def invoke(self, kindop, ref, ops, init=False):
        regs = []
        for e, s in ops:
            regs.append(e.reg)
            if e.k in ('J', 'D'): regs.append(e.reg + 1)
        words = len(regs)
        if words <= 5 and all(r < 16 for r in regs):
            for e, s in ops: self.note(e.reg, e.k)
            self.emit('%s {%s}, %s' % (kindop, ', '.join('v%d' % r for r in regs), ref))
            return
        if init and ops[0][0].loc:
            # receiver is a local (`this` in a constructor): copy it into its stack slot like any
            # other argument instead of growing the frame above the parameters
            init = False
        # range: arguments must be consecutive; when they already are, use them as they stand
        if not init and regs == list(range(regs[0], regs[0] + words)):
            for e, s in ops: self.note(e.reg, e.k)
            self.emit('%s/range {v%d .. v%d}, %s' % (kindop, regs[0], regs[-1], ref))
            return
        if init:
            recv, s0 = ops[0]
            base = recv.reg
            rest = ops[1:]
            # move the arguments down next to the receiver
            pos = base + 1
            moves = []
            for e, s in rest:
                moves.append((e, pos)); pos += W(e.k)
        else:
            base = ops[0][1]
            moves = [(e, s) for e, s in ops]
        pend = [(e, t) for e, t in moves if e.reg != t]
        tmp = max(self.depth() + sum(W(e.k) for e, s in ops), (moves[-1][1] + W(moves[-1][0].k)) if moves else 0)
        guard = 0
        while pend:
            guard += 1; assert guard < 100
            done = False
            for i, (e, t) in enumerate(pend):
                tgt = set(range(t, t + W(e.k)))
                busy = any((set(range(f.reg, f.reg + W(f.k))) & tgt) for f, _ in pend if f is not e)
                if not busy:
                    self.mv(t, e.reg, e.k); e.reg = t; pend.pop(i); done = True; break
            if not done:
                e, t = pend[0]
                self.mv(tmp, e.reg, e.k); e.reg = tmp; tmp += W(e.k)
        first = base
        last = base + words - 1
        self.note(last)
        self.emit('%s/range {v%d .. v%d}, %s' % (kindop, first, last, ref))

    def indy(self, x):
        cp = self.cp
        t = cp.e[x.a]
        bsi = t[1]; nm, d = cp.nat(t[2])
        args, ret = parse_desc(d)
        mh, bargs = self.cf.bsm[bsi]
        _, refkind, refi = cp.e[mh]
        _, bc, bn, bd = cp.ref(refi)
        ops = self.pop(len(args))
        base = ops[0][1] if ops else self.depth()
        top = base + sum(W(e.k) for e, s in ops)
        if bc == 'java/lang/invoke/StringConcatFactory' and bn == 'makeConcatWithConstants':
            recipe = cp.utf(cp.e[bargs[0]][1])
            consts = bargs[1:]
            sb = top; tmp = top + 1
            assert tmp < 16
            self.note(sb); self.note(tmp)
            self.emit('new-instance v%d, Ljava/lang/StringBuilder;' % sb)
            self.emit('invoke-direct {v%d}, Ljava/lang/StringBuilder;-><init>()V' % sb)
            ai = 0; ci = 0; chunk = ''
            def flush(chunk):
                if chunk:
                    self.emit('const-string v%d, "%s"' % (tmp, esc(chunk)))
                    self.emit('invoke-virtual {v%d, v%d}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;' % (sb, tmp))
            for ch in recipe:
                if ch == '\x01':
                    flush(chunk); chunk = ''
                    e, s = ops[ai]; at = args[ai]; ai += 1
                    r = self.r(e, s, four=True)
                    if at in ('Z', 'C', 'J', 'F', 'D'): ap = at
                    elif at in ('B', 'S', 'I'): ap = 'I'
                    elif at == 'Ljava/lang/String;': ap = at
                    else: ap = 'Ljava/lang/Object;'
                    if e.k in ('J', 'D'): r = '%s, v%d' % (r, e.reg + 1)
                    self.emit('invoke-virtual {v%d, %s}, Ljava/lang/StringBuilder;->append(%s)Ljava/lang/StringBuilder;' % (sb, r, ap))
                elif ch == '\x02':
                    cc = cp.e[consts[ci]]; ci += 1
                    chunk += cp.utf(cc[1]) if cc[0] == 'String' else str(cc[1])
                else:
                    chunk += ch
            flush(chunk)
            self.emit('invoke-virtual {v%d}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;' % sb)
            e, s = self.push('L')
            self.emit('move-result-object v%d' % s); self.last_write = (len(self.out) - 1, s)
            return True
        assert bc == 'java/lang/invoke/LambdaMetafactory', bc
        samt = cp.utf(cp.e[bargs[0]][1])
        _, ik, iref = cp.e[bargs[1]]
        itag, ic, iname, idesc = cp.ref(iref)
        inst = cp.utf(cp.e[bargs[2]][1])
        iface = ret[1:-1]
        outer = self.cf.name
        n = self.conv.lam_count.get(outer, 0); self.conv.lam_count[outer] = n + 1
        lname = '%s$$ExternalSyntheticLambda%d' % (outer, n)
        self.conv.lambdas.append(make_lambda(lname, iface, nm, samt, ik, ic, iname, idesc, args, inst))
        if ic == outer and self.conv.is_private(ic, iname, idesc):
            self.conv.make_public.add((ic, iname, idesc))
        if not args:
            e, s = self.push('L')
            self.emit('sget-object v%d, L%s;->INSTANCE:L%s;' % (s, lname, lname)); self.last_write = (len(self.out) - 1, s)
            return True
        clash = any(set(range(e.reg, e.reg + W(e.k))) & {base} for e, s in ops)
        dst = top if clash else base
        self.note(dst)
        self.emit('new-instance v%d, L%s;' % (dst, lname))
        tmpE = E('U', dst)
        self.invoke('invoke-direct', 'L%s;-><init>(%s)V' % (lname, ''.join(args)), [(tmpE, dst)] + ops, init=True)
        e, s = self.push('L')
        self.mv(s, dst, 'L')
        self.last_write = None
        return True

def make_lambda(lname, iface, sam, samt, ik, ic, iname, idesc, cap, inst):
    out = ['.class public final synthetic L%s;' % lname, '.super Ljava/lang/Object;', '.source "D8$$SyntheticClass"', '',
           '# interfaces', '.implements L%s;' % iface, '']
    sargs, sret = parse_desc(samt)
    iargs, iret = parse_desc(idesc)
    if not cap:
        out += ['# static fields', '.field public static final synthetic INSTANCE:L%s;' % lname, '']
    else:
        out += ['# instance fields']
        for i, t in enumerate(cap): out.append('.field public final synthetic f$%d:%s' % (i, t))
        out.append('')
    out += ['', '# direct methods']
    if not cap:
        out += ['.method static synthetic constructor <clinit>()V', '    .registers 1',
                '    new-instance v0, L%s;' % lname, '    invoke-direct {v0}, L%s;-><init>()V' % lname,
                '    sput-object v0, L%s;->INSTANCE:L%s;' % (lname, lname), '    return-void', '.end method', '']
    cw = sum(W(kind(t)) for t in cap)
    out += ['.method public synthetic constructor <init>(%s)V' % ''.join(cap), '    .registers %d' % (cw + 1),
            '    invoke-direct {p0}, Ljava/lang/Object;-><init>()V']
    p = 1
    for i, t in enumerate(cap):
        out.append('    iput%s p%d, p0, L%s;->f$%d:%s' % (fsuffix(t), p, lname, i, t)); p += W(kind(t))
    out += ['    return-void', '.end method', '', '', '# virtual methods']
    # interface method
    sw = 1 + sum(W(kind(t)) for t in sargs)
    call = []   # registers as names
    body = []
    v = 0
    # impl receiver for instance methods comes first among captured/sam args
    allargs = list(cap) + list(sargs)
    for i, t in enumerate(cap):
        body.append('    iget%s v%d, p0, L%s;->f$%d:%s' % (fsuffix(t), v, lname, i, t))
        call.append('v%d' % v)
        if kind(t) in ('J', 'D'): call.append('v%d' % (v + 1))
        v += W(kind(t))
    locals_n = v
    pi = 1
    want = ([ic] if ik in (5, 7, 9) else [])
    want = ['L%s;' % ic] * (1 if ik in (5, 7, 9) else 0) + iargs
    for j, t in enumerate(sargs):
        idx = len(cap) + j
        wt = want[idx] if idx < len(want) else t
        if kind(t) == 'L' and wt != t and wt[0] in 'L[' and wt != 'Ljava/lang/Object;':
            body.append('    check-cast p%d, %s' % (pi, wt))
        call.append('p%d' % pi)
        if kind(t) in ('J', 'D'): call.append('p%d' % (pi + 1))
        pi += W(kind(t))
    if ik == 8 and not call:
        # constructor reference (Random::new) with no arguments: D8's new-instance + <init> + return
        regs = max(locals_n, 1) + sw
        out += ['.method public final %s%s' % (sam, samt), '    .registers %d' % regs,
                '    new-instance v0, L%s;' % ic, '    invoke-direct {v0}, L%s;-><init>()V' % ic,
                '    return-object v0', '.end method', '']
        return (lname, '\n'.join(out) + '\n')
    op = {6: 'invoke-static', 5: 'invoke-virtual', 9: 'invoke-interface', 7: 'invoke-direct'}[ik]
    ret_lines = []
    if iret != 'V':
        rk = kind(iret)
        if sret == 'V': pass
        else:
            if locals_n < W(rk): locals_n = W(rk)
            mr = {'L': 'move-result-object', 'J': 'move-result-wide', 'D': 'move-result-wide'}.get(rk, 'move-result')
            ret_lines.append('    %s v0' % mr)
            if kind(sret) == 'L' and rk != 'L':
                box = {'J': ('Ljava/lang/Long;', 'J'), 'I': ('Ljava/lang/Integer;', iret), 'D': ('Ljava/lang/Double;', 'D'), 'F': ('Ljava/lang/Float;', 'F')}[rk]
                ret_lines.append('    invoke-static {v0%s}, %s->valueOf(%s)%s' % (', v1' if rk in 'JD' else '', box[0], box[1], box[0]))
                ret_lines.append('    move-result-object v0')
                rk = 'L'
            ret_lines.append('    %s v0' % {'L': 'return-object', 'J': 'return-wide', 'D': 'return-wide'}.get(rk, 'return'))
    if not ret_lines: ret_lines.append('    return-void')
    regs = locals_n + sw
    if len(call) > 5 or regs > 16:
        raise Exception('lambda needs range ' + lname)
    out += ['.method public final %s%s' % (sam, samt), '    .registers %d' % regs] + body + \
           ['    %s {%s}, L%s;->%s%s' % (op, ', '.join(call), ic, iname, idesc)] + ret_lines + ['.end method', '']
    # rename pN -> v(locals+N)
    fixed = []
    import re
    for line in out:
        if line.startswith('    ') and not line.startswith('    .registers') and '.method' not in line:
            pass
        fixed.append(line)
    return (lname, '\n'.join(fixed) + '\n')

def fmt_field_value(d, cv, cp):
    if cv is None: return ''
    t = cv[0]
    if t == 'String': return ' = "%s"' % esc(cp.utf(cv[1]))
    if t == 'Integer':
        if d == 'Z': return ' = %s' % ('true' if cv[1] else 'false')
        return ' = %s' % hexlit(cv[1])
    if t == 'Long': return ' = %s' % hexlit(cv[1], True)
    return ''

def translate_class(conv, cf):
    body_methods = []
    for m in cf.methods:
        if m.code is None:
            body_methods.append((m, None, None)); continue
        region = m.code.max_stack + 4
        for _ in range(6):
            saved_l = list(conv.lambdas); saved_c = dict(conv.lam_count)
            t = MT(conv, cf, m, region)
            out = t.run()
            need = max(t.used_region, 1 if m.code.max_stack else 0)
            need = max(need, t.used_region)
            if need == region: break
            conv.lambdas = saved_l; conv.lam_count = saved_c
            region = need
        body_methods.append((m, t, out))
    return body_methods

def emit_class(conv, cf, body_methods):
    o = []
    o.append('.class %s %s' % (flags(cf.access, ACC_C), L(cf.name)) if flags(cf.access, ACC_C) else '.class %s' % L(cf.name))
    o.append('.super %s' % L(cf.super))
    if cf.source: o.append('.source "%s"' % cf.source)
    o.append('')
    if cf.interfaces:
        o.append('# interfaces')
        for i in cf.interfaces: o.append('.implements %s' % L(i))
        o.append('')
    sf = [f for f in cf.fields if f[0] & 8]
    inf = [f for f in cf.fields if not f[0] & 8]
    if sf:
        o.append('# static fields')
        for acc, nm, d, cv in sf:
            o.append('.field %s %s:%s%s' % (flags(acc, ACC_F), nm, d, fmt_field_value(d, cv, cf.cp)) if flags(acc, ACC_F) else '.field %s:%s%s' % (nm, d, fmt_field_value(d, cv, cf.cp)))
        o.append('')
    if inf:
        o.append('# instance fields')
        for acc, nm, d, cv in inf:
            fl = flags(acc, ACC_F)
            o.append('.field %s%s:%s' % (fl + ' ' if fl else '', nm, d))
        o.append('')
    direct = []; virtual = []
    for m, t, out in body_methods:
        acc = m.access
        if (cf.name, m.name, m.desc) in conv.make_public:
            acc = (acc & ~0x6) | 0x1
        fl = flags(acc, ACC_M)
        if m.name in ('<init>', '<clinit>'): fl = (fl + ' constructor').strip()
        head = '.method %s%s%s' % (fl + ' ' if fl else '', m.name, m.desc)
        lines = [head]
        if out is not None:
            lines.append('    .registers %d' % t.nregs)
            lines += out
        lines.append('.end method')
        isdirect = m.name in ('<init>', '<clinit>') or (acc & 0xa)
        (direct if isdirect else virtual).append('\n'.join(lines))
    if direct:
        o.append('')
        o.append('# direct methods')
        for d in direct: o.append(d); o.append('')
    if virtual:
        o.append('')
        o.append('# virtual methods')
        for d in virtual: o.append(d); o.append('')
    return '\n'.join(o) + '\n'

def main():
    src, dst = sys.argv[1], sys.argv[2]
    files = sorted(glob.glob(os.path.join(src, '**', '*.class'), recursive=True))
    cfs = [ClassFile(f) for f in files]
    conv = Conv(cfs)
    translated = [(cf, translate_class(conv, cf)) for cf in cfs]
    for cf, bm in translated:
        text = emit_class(conv, cf, bm)
        p = os.path.join(dst, cf.name + '.smali')
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, 'w').write(text)
    for lname, text in conv.lambdas:
        p = os.path.join(dst, lname + '.smali')
        open(p, 'w').write(text)
    print('classes', len(cfs), 'lambdas', len(conv.lambdas))

if __name__ == '__main__':
    main()
