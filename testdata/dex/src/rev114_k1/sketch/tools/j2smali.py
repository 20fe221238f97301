"""Translate JVM class files into smali in D8-like shapes (register machine, D8's
StringConcat desugaring, constructor `new-instance`/`invoke-direct` pairs, move-result
elision for discarded results, dead `$i$a$` stores removed as a release build does).
Register allocation is this tool's, not D8's."""
import sys, os, struct
from classfile import ClassFile
from jvmops import decode

# ---------------------------------------------------------------- descriptors

def split_desc(desc):
    """'(IJLjava/lang/String;)V' -> (['I','J','Ljava/lang/String;'], 'V')"""
    assert desc[0] == '('
    i = 1
    args = []
    while desc[i] != ')':
        j = i
        while desc[j] == '[':
            j += 1
        if desc[j] == 'L':
            j = desc.index(';', j)
        args.append(desc[i:j + 1])
        i = j + 1
    return args, desc[i + 1:]


def cat(t):
    """type category of a field descriptor: I, F, J, D, A"""
    c = t[0]
    if c in 'ZBCSI':
        return 'I'
    if c in 'L[':
        return 'A'
    return c


JC = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'b': 'I', 'c': 'I', 's': 'I'}


def width(c):
    return 2 if c in 'JD' else 1


def suffix(t):
    c = t[0]
    return {'Z': '-boolean', 'B': '-byte', 'C': '-char', 'S': '-short', 'I': '', 'F': '',
            'J': '-wide', 'D': '-wide', 'L': '-object', '[': '-object'}[c]


def cls_desc(name):
    return name if name.startswith('[') else 'L%s;' % name


HIER = {
    'java/lang/String': ['java/lang/CharSequence', 'java/lang/Comparable', 'java/io/Serializable'],
    'java/util/List': ['java/util/Collection'],
    'java/util/Set': ['java/util/Collection'],
    'java/util/Collection': ['java/lang/Iterable'],
    'java/util/concurrent/ConcurrentHashMap': ['java/util/AbstractMap', 'java/util/concurrent/ConcurrentMap', 'java/io/Serializable'],
    'java/util/concurrent/ConcurrentMap': ['java/util/Map'],
    'java/util/AbstractMap': ['java/util/Map'],
    'java/lang/Integer': ['java/lang/Number', 'java/lang/Comparable'],
    'java/security/SecureRandom': ['java/util/Random'],
    'java/lang/Long': ['java/lang/Number', 'java/lang/Comparable'],
}


def is_subtype(a, b):
    if b == 'java/lang/Object' or a == b:
        return True
    if a.startswith('[') and b.startswith('['):
        ea, eb = a[1:], b[1:]
        if ea.startswith('L') and eb.startswith('L'):
            return is_subtype(ea[1:-1], eb[1:-1])
        if ea.startswith('[') and eb.startswith('['):
            return is_subtype(ea, eb)
        return ea == eb
    seen = set()
    work = [a]
    while work:
        x = work.pop()
        if x == b:
            return True
        if x in seen:
            continue
        seen.add(x)
        work.extend(HIER.get(x, []))
    return False


def esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == '\\':
            out.append('\\\\')
        elif ch == '\n':
            out.append('\\n')
        elif ch == '\t':
            out.append('\\t')
        elif ch == '\r':
            out.append('\\r')
        elif ch == "'":
            out.append("\\'")
        elif o < 0x20 or o > 0x7e:
            if o > 0xffff:
                o -= 0x10000
                out.append('\\u%04x\\u%04x' % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF)))
            else:
                out.append('\\u%04x' % o)
        else:
            out.append(ch)
    return '"' + ''.join(out) + '"'


def hexlit(v, suffix_=''):
    return ('-0x%x' % -v if v < 0 else '0x%x' % v) + suffix_

# ---------------------------------------------------------------- emitted code

class Ins:
    """One dalvik instruction. regs: list of (reg, bits, cat, role) with role 'd' or 's';
    fmt tells the renderer what to print."""
    def __init__(self, kind, **kw):
        self.kind = kind          # 'move','const','gen','invoke','label','line','switchdata'
        self.__dict__.update(kw)

    def __repr__(self):
        return 'Ins(%s %r)' % (self.kind, {k: v for k, v in self.__dict__.items() if k != 'kind'})


class Entry:
    __slots__ = ('c', 'reg', 'uninit', 'desc')

    def __init__(self, c, reg, uninit=None, desc=None):
        self.c, self.reg, self.uninit, self.desc = c, reg, uninit, desc

    def w(self):
        return width(self.c)


class MethodTranslator:
    def __init__(self, cf, m, private_methods):
        self.cf = cf
        self.m = m
        self.private = private_methods
        self.code = m['code']
        self.static = bool(m['access'] & 0x0008)
        args, self.ret = split_desc(m['desc'])
        self.pcats = ([] if self.static else ['A']) + [cat(a) for a in args]
        self.P = sum(width(c) for c in self.pcats)
        self.L = self.code['max_locals']
        self.S = self.code['max_stack']
        self.insns = decode(self.code['code'])
        self.byoff = {i.off: i for i in self.insns}
        self.K = 2 if any(i.name == 'invokedynamic' for i in self.insns) else 0

    # register layout before compaction: [stack S][scratch K][locals L-P][params P]
    def slot(self, w):
        return w

    def scratch(self, i):
        return self.S + i

    def local(self, k):
        if k < self.P:
            return self.S + self.K + (self.L - self.P) + k
        return self.S + self.K + (k - self.P)

    def nregs(self):
        return self.S + self.K + self.L

    # ------------------------------------------------------------ dataflow (stack types)
    def dataflow(self):
        cf = self.cf
        states = {0: []}
        work = [0]
        exc = self.code['exc']
        order = [i.off for i in self.insns]
        nxt = {order[k]: order[k + 1] for k in range(len(order) - 1)}
        while work:
            off = work.pop()
            st = list(states[off])
            ins = self.byoff[off]
            # handlers
            for (s, e, h, t) in exc:
                if s <= off < e:
                    hs = [('A', t or 'java/lang/Throwable')]
                    if h not in states:
                        states[h] = hs; work.append(h)
            succ, out = self.effect(ins, st)
            for sdest in succ:
                if sdest == 'next':
                    sdest = nxt[off]
                if sdest not in states:
                    states[sdest] = list(out); work.append(sdest)
                else:
                    old = states[sdest]
                    if [x[0] for x in old] != [x[0] for x in out]:
                        # merge uninit/A mismatch not expected
                        if len(old) != len(out):
                            raise ValueError('stack mismatch at %d in %s' % (sdest, self.m['name']))
        self.states = states

    def effect(self, ins, st):
        """returns (successors, stack after) on type tuples (cat, info)"""
        cf = self.cf
        n = ins.name
        def pop(k=1):
            for _ in range(k):
                st.pop()
        def push(c, info=None):
            st.append((c, info))
        if n == 'nop':
            return ['next'], st
        if n == 'aconst_null':
            push('A', None)
        elif n.startswith('iconst') or n in ('bipush', 'sipush'):
            push('I')
        elif n.startswith('lconst'):
            push('J')
        elif n.startswith('fconst'):
            push('F')
        elif n.startswith('dconst'):
            push('D')
        elif n in ('ldc', 'ldc_w', 'ldc2_w'):
            t = cf.cp[ins.args[0]][0]
            push({'Integer': 'I', 'Float': 'F', 'Long': 'J', 'Double': 'D', 'String': 'A', 'Class': 'A'}[t],
                 'java/lang/String' if t == 'String' else None)
        elif n in ('iload', 'lload', 'fload', 'dload', 'aload'):
            push({'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A'}[n[0]])
        elif n in ('istore', 'lstore', 'fstore', 'dstore', 'astore'):
            pop()
        elif n in ('iaload', 'baload', 'caload', 'saload'):
            pop(2); push('I')
        elif n == 'laload':
            pop(2); push('J')
        elif n == 'faload':
            pop(2); push('F')
        elif n == 'daload':
            pop(2); push('D')
        elif n == 'aaload':
            pop(2); push('A')
        elif n.endswith('astore') and len(n) == 7:
            pop(3)
        elif n == 'pop':
            pop()
        elif n == 'pop2':
            if st[-1][0] in 'JD':
                pop()
            else:
                pop(2)
        elif n == 'dup':
            st.append(st[-1])
        elif n == 'dup2':
            if st[-1][0] in 'JD':
                st.append(st[-1])
            else:
                st.extend(st[-2:])
        elif n == 'swap':
            st[-1], st[-2] = st[-2], st[-1]
        elif n == 'dup_x1':
            a = st[-1]; st.insert(len(st) - 2, a)
        elif n[1:] in ('add', 'sub', 'mul', 'div', 'rem', 'and', 'or', 'xor'):
            pop(2); push(JC[n[0]])
        elif n[1:] in ('shl', 'shr', 'ushr'):
            pop(2); push(JC[n[0]])
        elif n[1:] == 'neg':
            pop(); push(JC[n[0]])
        elif n == 'iinc':
            pass
        elif len(n) == 3 and n[1] == '2':
            pop(); push(JC[n[2]])
        elif n in ('lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg'):
            pop(2); push('I')
        elif n in ('ifeq', 'ifne', 'iflt', 'ifge', 'ifgt', 'ifle', 'ifnull', 'ifnonnull'):
            pop(); return ['next', ins.args[0]], st
        elif n.startswith('if_'):
            pop(2); return ['next', ins.args[0]], st
        elif n in ('goto', 'goto_w'):
            return [ins.args[0]], st
        elif n == 'tableswitch':
            pop(); return [ins.args[0]] + list(ins.args[2]), st
        elif n == 'lookupswitch':
            pop(); return [ins.args[0]] + [t for _, t in ins.args[1]], st
        elif n.endswith('return') or n == 'athrow':
            return [], st
        elif n in ('getstatic', 'putstatic', 'getfield', 'putfield'):
            owner, name, desc = cf.ref(ins.args[0])
            if n == 'getfield':
                pop()
            if n.startswith('put'):
                pop()
                if n == 'putfield':
                    pop()
            else:
                push(cat(desc), desc[1:-1] if desc[0] == 'L' else desc)
        elif n.startswith('invoke'):
            if n == 'invokedynamic':
                t = cf.cp[ins.args[0]]
                nt = cf.cp[t[2]]
                desc = cf.utf8(nt[2])
                args, ret = split_desc(desc)
                pop(len(args))
            else:
                owner, name, desc = cf.ref(ins.args[0])
                args, ret = split_desc(desc)
                pop(len(args))
                if n != 'invokestatic':
                    recv = st.pop()
                    if name == '<init>' and recv[0] == 'U':
                        st[:] = [('A', recv[1][1]) if x == recv else x for x in st]
            if ret != 'V':
                push(cat(ret), ret[1:-1] if ret[0] == 'L' else ret)
        elif n == 'new':
            push('U', (ins.off, cf.class_name(ins.args[0])))
        elif n in ('newarray', 'anewarray'):
            pop(); push('A')
        elif n == 'arraylength':
            pop(); push('I')
        elif n == 'checkcast':
            pop(); push('A', cf.class_name(ins.args[0]))
        elif n == 'instanceof':
            pop(); push('I')
        elif n in ('monitorenter', 'monitorexit'):
            pop()
        else:
            raise NotImplementedError(n)
        return ['next'], st

    # ------------------------------------------------------------ translation
    def translate(self):
        self.dataflow()
        cf = self.cf
        code = self.code
        self.out = []
        self.labels = {}       # jvm offset -> label name
        self.label_state = {}  # jvm offset -> list of (c, reg, uninit)
        self.switchdata = []
        exc = code['exc']
        targets = set()
        for i in self.insns:
            if i.name in ('goto', 'goto_w') or i.name.startswith('if'):
                targets.add(i.args[0])
            elif i.name == 'tableswitch':
                targets.add(i.args[0]); targets.update(i.args[2])
            elif i.name == 'lookupswitch':
                targets.add(i.args[0]); targets.update(t for _, t in i.args[1])
        handlers = {h for (_, _, h, _) in exc}
        self.read_locals = set()
        for i in self.insns:
            if i.name in ('iload', 'lload', 'fload', 'dload', 'aload', 'iinc'):
                self.read_locals.add(i.args[0])
        lines = {}
        for pc, ln in code['lines']:
            lines[pc] = ln
        try_starts = {}
        try_ends = {}
        for k, (s, e, h, t) in enumerate(exc):
            try_starts.setdefault(s, []).append(k)
            try_ends.setdefault(e, []).append(k)
        self.pdesc = {}
        k = 0
        pt = ([] if self.static else ['L%s;' % cf.this]) + split_desc(self.m['desc'])[0]
        for t in pt:
            if t[0] == 'L':
                self.pdesc[k] = t[1:-1]
            k += width(cat(t))
        self.ldesc = dict(self.pdesc)
        self.stack = []
        self.last = None  # index in self.out of the last emitted real instruction, for folding
        self.cur_line = None
        falls = True
        skip_pop = False
        end_off = len(code['code'])
        for idx, ins in enumerate(self.insns):
            off = ins.off
            reachable = off in self.states
            # try boundaries
            for k in try_ends.get(off, []):
                self.emit_label('try_end_%d' % k)
            if not reachable:
                falls = False
                continue
            if off in targets or off in handlers:
                if falls:
                    self.canon_all()
                    self.check_state(off)
                else:
                    self.set_state(off)
                self.emit_label('L%d' % off)
                self.labels[off] = 'L%d' % off
            elif not falls:
                self.set_state(off)
            for k in try_starts.get(off, []):
                self.emit_label('try_start_%d' % k)
            if off in lines and lines[off] != self.cur_line:
                self.cur_line = lines[off]
                self.out.append(Ins('line', n=lines[off]))
            if off in handlers:
                assert not falls or True
                e = self.stack[-1]
                self.emit(Ins('gen', op='move-exception', regs=[(e.reg, 8, 'A', 'd')], tail=''))
            if skip_pop:
                skip_pop = False
                if ins.name in ('pop', 'pop2'):
                    falls = True
                    continue
            falls, skip_pop = self.tr(ins, idx)
        for k in try_ends.get(end_off, []):
            self.emit_label('try_end_%d' % k)
        self.catches = []
        for k, (s, e, h, t) in enumerate(exc):
            self.catches.append((t, 'try_start_%d' % k, 'try_end_%d' % k, 'L%d' % h))

    def emit_label(self, name):
        self.out.append(Ins('label', name=name))
        self.last = None
        if not name.startswith('try_'):
            self.ldesc = dict(self.pdesc)

    def emit(self, ins):
        self.out.append(ins)
        self.last = len(self.out) - 1
        return ins

    def canon_regs(self, types):
        """canonical registers for a list of stack types/entries"""
        regs = []
        w = 0
        first_uninit = {}
        for t in types:
            c = t[0] if isinstance(t, tuple) else t.c
            un = (t[1] if isinstance(t, tuple) else t.uninit) if c == 'U' else None
            if c == 'U' and un in first_uninit:
                regs.append(first_uninit[un])
            else:
                regs.append(self.slot(w))
                if c == 'U':
                    first_uninit[un] = self.slot(w)
            w += width(c)
        return regs

    def canon_all(self):
        regs = self.canon_regs(self.stack)
        for e, r in zip(self.stack, regs):
            if e.reg != r:
                self.move(r, e.reg, e.c)
                e.reg = r

    def set_state(self, off):
        types = self.states[off]
        regs = self.canon_regs(types)
        self.stack = []
        for t, r in zip(types, regs):
            self.stack.append(Entry(t[0], r, t[1] if t[0] == 'U' else None,
                                    t[1] if t[0] == 'A' else None))

    def check_state(self, off):
        types = self.states[off]
        assert len(types) == len(self.stack), (self.m['name'], off)

    def move(self, dst, src, c):
        op = {'A': 'move-object', 'J': 'move-wide', 'D': 'move-wide', 'U': 'move-object'}.get(c, 'move')
        return self.emit(Ins('move', op=op, d=dst, s=src, c=c))

    def const(self, dst, value, wide=False):
        return self.emit(Ins('const', d=dst, v=value, wide=wide))

    def depth(self):
        return sum(e.w() for e in self.stack)

    def push_new(self, c, desc=None):
        """push a value whose register is its canonical slot; returns the register"""
        r = self.slot(self.depth())
        self.stack.append(Entry(c, r, None, desc))
        return r

    def pop(self):
        return self.stack.pop()

    def refs(self, reg, exclude=None):
        return [e for e in self.stack if e is not exclude and (e.reg == reg or (e.w() == 2 and e.reg + 1 == reg)
                                                             or (e.reg == reg + 1))]

    def materialize_refs_to(self, reg, wide):
        regs = self.canon_regs(self.stack)
        for e, r in zip(self.stack, regs):
            hit = e.reg == reg or (wide and e.reg == reg + 1) or (e.w() == 2 and e.reg + 1 == reg)
            if hit and e.reg != r:
                self.move(r, e.reg, e.c)
                e.reg = r

    def last_writes(self, reg):
        if self.last is None:
            return None
        ins = self.out[self.last]
        d = getattr(ins, 'd', None)
        if ins.kind in ('move', 'const') and d == reg:
            return ins
        if ins.kind == 'gen':
            ds = [r for (r, b, c, role) in ins.regs if role == 'd']
            if ds == [reg]:
                return ins
        return None

    def tr(self, ins, idx):
        """translate one instruction; returns (falls_through, skip_next_pop)"""
        cf = self.cf
        n = ins.name
        a = ins.args
        if n == 'nop':
            return True, False
        if n == 'aconst_null':
            r = self.push_new('A'); self.const(r, 0); return True, False
        if n.startswith('iconst_'):
            v = -1 if n == 'iconst_m1' else int(n[-1])
            r = self.push_new('I'); self.const(r, v); return True, False
        if n in ('bipush', 'sipush'):
            r = self.push_new('I'); self.const(r, a[0]); return True, False
        if n.startswith('lconst_'):
            r = self.push_new('J'); self.const(r, int(n[-1]), wide=True); return True, False
        if n in ('ldc', 'ldc_w', 'ldc2_w'):
            t = cf.cp[a[0]]
            if t[0] == 'String':
                r = self.push_new('A', 'java/lang/String')
                self.emit(Ins('gen', op='const-string', regs=[(r, 8, 'A', 'd')], tail=esc(cf.utf8(t[1]))))
            elif t[0] == 'Class':
                r = self.push_new('A', 'java/lang/Class')
                self.emit(Ins('gen', op='const-class', regs=[(r, 8, 'A', 'd')], tail=cls_desc(cf.utf8(t[1]))))
            elif t[0] == 'Integer':
                r = self.push_new('I'); self.const(r, t[1])
            elif t[0] == 'Long':
                r = self.push_new('J'); self.const(r, t[1], wide=True)
            elif t[0] == 'Float':
                r = self.push_new('F'); self.const(r, struct.unpack('>i', struct.pack('>I', t[1]))[0])
            elif t[0] == 'Double':
                r = self.push_new('D'); self.const(r, struct.unpack('>q', struct.pack('>Q', t[1]))[0], wide=True)
            else:
                raise NotImplementedError(t)
            return True, False
        if n in ('iload', 'lload', 'fload', 'dload', 'aload'):
            c = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A'}[n[0]]
            self.stack.append(Entry(c, self.local(a[0]), None, self.ldesc.get(a[0]) if c == 'A' else None))
            return True, False
        if n in ('istore', 'lstore', 'fstore', 'dstore', 'astore'):
            e = self.pop()
            L = self.local(a[0])
            wide = e.w() == 2
            self.ldesc[a[0]] = e.desc if e.c == 'A' else None
            if a[0] not in self.read_locals:
                # dead store (kotlinc's $i$a$ markers, unused catch variables): drop its producer
                p = self.last_writes(e.reg)
                if p is not None and not self.refs(e.reg) and (p.kind in ('const', 'move') or
                        (p.kind == 'gen' and p.op.startswith(('move-result', 'move-exception', 'const-string')))):
                    del self.out[self.last]
                    self.last = None
                return True, False
            self.materialize_refs_to(L, wide)
            p = self.last_writes(e.reg)
            if p is not None and e.reg != L and not self.refs(e.reg) and e.reg < self.S + self.K:
                if p.kind in ('move', 'const'):
                    p.d = L
                else:
                    p.regs = [(L if role == 'd' else r, b, c, role) for (r, b, c, role) in p.regs]
                self.last = None
            elif e.reg != L:
                self.move(L, e.reg, e.c)
                self.last = None
            return True, False
        if n == 'iinc':
            L = self.local(a[0])
            self.materialize_refs_to(L, False)
            self.emit(Ins('lit', op='add-int', d=L, s=L, v=a[1]))
            return True, False
        if n in ('iaload', 'laload', 'faload', 'daload', 'aaload', 'baload', 'caload', 'saload'):
            i_ = self.pop(); arr = self.pop()
            c = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A', 'b': 'I', 'c': 'I', 's': 'I'}[n[0]]
            sfx = {'i': '', 'l': '-wide', 'f': '', 'd': '-wide', 'a': '-object', 'b': '-byte', 'c': '-char', 's': '-short'}[n[0]]
            r = self.push_new(c)
            self.emit(Ins('gen', op='aget' + sfx, regs=[(r, 8, c, 'd'), (arr.reg, 8, 'A', 's'), (i_.reg, 8, 'I', 's')], tail=''))
            return True, False
        if n in ('iastore', 'lastore', 'fastore', 'dastore', 'aastore', 'bastore', 'castore', 'sastore'):
            v = self.pop(); i_ = self.pop(); arr = self.pop()
            sfx = {'i': '', 'l': '-wide', 'f': '', 'd': '-wide', 'a': '-object', 'b': '-byte', 'c': '-char', 's': '-short'}[n[0]]
            self.emit(Ins('gen', op='aput' + sfx, regs=[(v.reg, 8, v.c, 's'), (arr.reg, 8, 'A', 's'), (i_.reg, 8, 'I', 's')], tail=''))
            return True, False
        if n == 'pop':
            self.pop(); return True, False
        if n == 'pop2':
            e = self.pop()
            if e.w() == 1:
                self.pop()
            return True, False
        if n == 'dup':
            e = self.stack[-1]
            self.stack.append(Entry(e.c, e.reg, e.uninit, e.desc))
            return True, False
        if n == 'dup2':
            e = self.stack[-1]
            if e.w() == 2:
                self.stack.append(Entry(e.c, e.reg, None, e.desc))
            else:
                e0 = self.stack[-2]
                self.stack.append(Entry(e0.c, e0.reg, e0.uninit, e0.desc))
                self.stack.append(Entry(e.c, e.reg, e.uninit, e.desc))
            return True, False
        arith = {'add': 'add', 'sub': 'sub', 'mul': 'mul', 'div': 'div', 'rem': 'rem', 'and': 'and', 'or': 'or',
                 'xor': 'xor', 'shl': 'shl', 'shr': 'shr', 'ushr': 'ushr'}
        if n[1:] in arith and n[0] in 'ilfd':
            b = self.pop(); x = self.pop()
            c = JC[n[0]]
            tname = {'I': 'int', 'J': 'long', 'F': 'float', 'D': 'double'}[c]
            r = self.push_new(c)
            # D8 uses the /lit8 and /lit16 forms for int arithmetic with a constant
            p = self.last_writes(b.reg)
            if c == 'I' and p is not None and p.kind == 'const' and not self.refs(b.reg) and n[1:] not in ('sub',) \
                    and -128 <= p.v <= 127 and b.reg != x.reg:
                del self.out[self.last]
                self.emit(Ins('lit', op='%s-int' % arith[n[1:]], d=r, s=x.reg, v=p.v))
                return True, False
            if c == 'I' and p is not None and p.kind == 'const' and not self.refs(b.reg) and n[1:] == 'sub' \
                    and -127 <= p.v <= 128 and b.reg != x.reg:
                del self.out[self.last]
                self.emit(Ins('lit', op='add-int', d=r, s=x.reg, v=-p.v))
                return True, False
            bc = 'I' if n[1:] in ('shl', 'shr', 'ushr') else c
            self.emit(Ins('gen', op='%s-%s' % (arith[n[1:]], tname),
                          regs=[(r, 8, c, 'd'), (x.reg, 8, c, 's'), (b.reg, 8, bc, 's')], tail=''))
            return True, False
        if n in ('ineg', 'lneg', 'fneg', 'dneg'):
            x = self.pop(); c = JC[n[0]]
            r = self.push_new(c)
            self.emit(Ins('gen', op='neg-%s' % {'I': 'int', 'J': 'long', 'F': 'float', 'D': 'double'}[c],
                          regs=[(r, 4, c, 'd'), (x.reg, 4, c, 's')], tail=''))
            return True, False
        if len(n) == 3 and n[1] == '2':
            x = self.pop()
            names = {'i': 'int', 'l': 'long', 'f': 'float', 'd': 'double', 'b': 'byte', 'c': 'char', 's': 'short'}
            c = JC[n[2]]
            r = self.push_new(c)
            self.emit(Ins('gen', op='%s-to-%s' % (names[n[0]], names[n[2]]), regs=[(r, 4, c, 'd'), (x.reg, 4, x.c, 's')], tail=''))
            return True, False
        if n in ('lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg'):
            b = self.pop(); x = self.pop()
            r = self.push_new('I')
            op = {'lcmp': 'cmp-long', 'fcmpl': 'cmpl-float', 'fcmpg': 'cmpg-float', 'dcmpl': 'cmpl-double', 'dcmpg': 'cmpg-double'}[n]
            self.emit(Ins('gen', op=op, regs=[(r, 8, 'I', 'd'), (x.reg, 8, x.c, 's'), (b.reg, 8, b.c, 's')], tail=''))
            return True, False
        zops = {'ifeq': 'if-eqz', 'ifne': 'if-nez', 'iflt': 'if-ltz', 'ifge': 'if-gez', 'ifgt': 'if-gtz', 'ifle': 'if-lez',
                'ifnull': 'if-eqz', 'ifnonnull': 'if-nez'}
        if n in zops:
            x = self.pop()
            self.canon_all()
            self.emit(Ins('gen', op=zops[n], regs=[(x.reg, 8, x.c, 's')], tail=':L%d' % a[0]))
            self.last = None
            return True, False
        cops = {'if_icmpeq': 'if-eq', 'if_icmpne': 'if-ne', 'if_icmplt': 'if-lt', 'if_icmpge': 'if-ge', 'if_icmpgt': 'if-gt',
                'if_icmple': 'if-le', 'if_acmpeq': 'if-eq', 'if_acmpne': 'if-ne'}
        if n in cops:
            b = self.pop(); x = self.pop()
            self.canon_all()
            self.emit(Ins('gen', op=cops[n], regs=[(x.reg, 4, x.c, 's'), (b.reg, 4, b.c, 's')], tail=':L%d' % a[0]))
            self.last = None
            return True, False
        if n in ('goto', 'goto_w'):
            self.canon_all()
            self.emit(Ins('gen', op='goto', regs=[], tail=':L%d' % a[0]))
            self.last = None
            return False, False
        if n in ('tableswitch', 'lookupswitch'):
            x = self.pop()
            self.canon_all()
            k = len(self.switchdata)
            if n == 'tableswitch':
                self.emit(Ins('gen', op='packed-switch', regs=[(x.reg, 8, 'I', 's')], tail=':pswitch_data_%d' % k))
                self.switchdata.append(('packed', k, a[1], ['L%d' % t for t in a[2]]))
            else:
                self.emit(Ins('gen', op='sparse-switch', regs=[(x.reg, 8, 'I', 's')], tail=':sswitch_data_%d' % k))
                self.switchdata.append(('sparse', k, [(key, 'L%d' % t) for key, t in a[1]]))
            self.emit(Ins('gen', op='goto', regs=[], tail=':L%d' % a[0]))
            self.last = None
            return False, False
        if n in ('ireturn', 'lreturn', 'freturn', 'dreturn', 'areturn'):
            x = self.pop()
            op = {'i': 'return', 'l': 'return-wide', 'f': 'return', 'd': 'return-wide', 'a': 'return-object'}[n[0]]
            self.emit(Ins('gen', op=op, regs=[(x.reg, 8, x.c, 's')], tail=''))
            return False, False
        if n == 'return':
            self.emit(Ins('gen', op='return-void', regs=[], tail=''))
            return False, False
        if n == 'athrow':
            x = self.pop()
            self.emit(Ins('gen', op='throw', regs=[(x.reg, 8, 'A', 's')], tail=''))
            return False, False
        if n in ('getstatic', 'putstatic', 'getfield', 'putfield'):
            owner, name, desc = cf.ref(a[0])
            ref = '%s->%s:%s' % (cls_desc(owner), name, desc)
            c = cat(desc)
            if n == 'getstatic':
                r = self.push_new(c, desc[1:-1] if desc[0] == 'L' else desc)
                self.emit(Ins('gen', op='sget' + suffix(desc), regs=[(r, 8, c, 'd')], tail=ref))
            elif n == 'putstatic':
                v = self.pop()
                self.emit(Ins('gen', op='sput' + suffix(desc), regs=[(v.reg, 8, c, 's')], tail=ref))
            elif n == 'getfield':
                o = self.pop()
                r = self.push_new(c, desc[1:-1] if desc[0] == 'L' else desc)
                self.emit(Ins('gen', op='iget' + suffix(desc), regs=[(r, 4, c, 'd'), (o.reg, 4, 'A', 's')], tail=ref))
            else:
                v = self.pop(); o = self.pop()
                self.emit(Ins('gen', op='iput' + suffix(desc), regs=[(v.reg, 4, c, 's'), (o.reg, 4, 'A', 's')], tail=ref))
            return True, False
        if n == 'invokedynamic':
            return self.concat(ins, idx)
        if n.startswith('invoke'):
            owner, name, desc = cf.ref(a[0])
            args, ret = split_desc(desc)
            nargs = len(args) + (0 if n == 'invokestatic' else 1)
            ents = self.stack[len(self.stack) - nargs:]
            del self.stack[len(self.stack) - nargs:]
            if n == 'invokestatic':
                kind = 'invoke-static'
            elif n == 'invokeinterface':
                kind = 'invoke-interface'
            elif n == 'invokespecial':
                if name == '<init>' or (owner == cf.this and (name, desc) in self.private):
                    kind = 'invoke-direct'
                else:
                    kind = 'invoke-super'
            else:
                kind = 'invoke-direct' if (owner == cf.this and (name, desc) in self.private) else 'invoke-virtual'
            ref = '%s->%s%s' % (cls_desc(owner), name, desc)
            words = sum(e.w() for e in ents)
            base_depth = self.depth()
            if words > 5:
                # invoke/range: the arguments must sit in consecutive registers
                if ents[0].c == 'U' and name == '<init>':
                    start = ents[0].reg
                else:
                    start = self.slot(base_depth)
                w = 0
                for e in ents:
                    tgt = start + w
                    if e.reg != tgt:
                        self.move(tgt, e.reg, e.c)
                        e.reg = tgt
                    w += e.w()
                regs = list(range(start, start + words))
                self.emit(Ins('invoke', op=kind, regs=[(r, 16, None, 's') for r in regs], tail=ref, range=True))
            else:
                regs = []
                for e in ents:
                    regs.append((e.reg, 4, e.c, 's'))
                    if e.w() == 2:
                        regs.append((e.reg + 1, 4, e.c + '2', 's'))
                self.emit(Ins('invoke', op=kind, regs=regs, tail=ref, range=False))
            if name == '<init>' and ents[0].c == 'U':
                un = ents[0].uninit
                for e in self.stack:
                    if e.c == 'U' and e.uninit == un:
                        e.c = 'A'; e.desc = owner; e.uninit = None
            self.last = None
            if ret != 'V':
                c = cat(ret)
                nx = self.insns[idx + 1] if idx + 1 < len(self.insns) else None
                if nx is not None and nx.name in ('pop', 'pop2') and nx.off not in self.labels_needed():
                    return True, True
                r = self.push_new(c, ret[1:-1] if ret[0] == 'L' else ret)
                op = {'A': 'move-result-object', 'J': 'move-result-wide', 'D': 'move-result-wide'}.get(c, 'move-result')
                self.emit(Ins('gen', op=op, regs=[(r, 8, c, 'd')], tail=''))
            return True, False
        if n == 'new':
            cname = cf.class_name(a[0])
            r = self.slot(self.depth())
            self.stack.append(Entry('U', r, ins.off, cname))
            self.emit(Ins('gen', op='new-instance', regs=[(r, 8, 'A', 'd')], tail=cls_desc(cname)))
            return True, False
        if n == 'newarray':
            ln = self.pop()
            t = {4: 'Z', 5: 'C', 6: 'F', 7: 'D', 8: 'B', 9: 'S', 10: 'I', 11: 'J'}[a[0]]
            r = self.push_new('A', '[' + t)
            self.emit(Ins('gen', op='new-array', regs=[(r, 4, 'A', 'd'), (ln.reg, 4, 'I', 's')], tail='[' + t))
            return True, False
        if n == 'anewarray':
            ln = self.pop()
            cname = cf.class_name(a[0])
            t = '[' + cls_desc(cname)
            r = self.push_new('A', t)
            self.emit(Ins('gen', op='new-array', regs=[(r, 4, 'A', 'd'), (ln.reg, 4, 'I', 's')], tail=t))
            return True, False
        if n == 'arraylength':
            x = self.pop()
            r = self.push_new('I')
            self.emit(Ins('gen', op='array-length', regs=[(r, 4, 'I', 'd'), (x.reg, 4, 'A', 's')], tail=''))
            return True, False
        if n == 'checkcast':
            x = self.stack[-1]
            cname = cf.class_name(a[0])
            if x.desc and is_subtype(x.desc, cname):
                return True, False      # D8 drops a cast the static type already proves
            canon = self.canon_regs(self.stack)[-1]
            if x.reg != canon:
                self.move(canon, x.reg, 'A')
                x.reg = canon
            self.emit(Ins('gen', op='check-cast', regs=[(x.reg, 8, 'A', 's')], tail=cls_desc(cname)))
            self.last = None
            x.desc = cname
            return True, False
        if n == 'instanceof':
            x = self.pop()
            r = self.push_new('I')
            self.emit(Ins('gen', op='instance-of', regs=[(r, 4, 'I', 'd'), (x.reg, 4, 'A', 's')], tail=cls_desc(cf.class_name(a[0]))))
            return True, False
        if n in ('monitorenter', 'monitorexit'):
            x = self.pop()
            self.emit(Ins('gen', op='monitor-enter' if n == 'monitorenter' else 'monitor-exit', regs=[(x.reg, 8, 'A', 's')], tail=''))
            return True, False
        raise NotImplementedError(n)

    def labels_needed(self):
        if not hasattr(self, '_ln'):
            s = set()
            for i in self.insns:
                if i.name in ('goto', 'goto_w') or i.name.startswith('if'):
                    s.add(i.args[0])
                elif i.name == 'tableswitch':
                    s.add(i.args[0]); s.update(i.args[2])
                elif i.name == 'lookupswitch':
                    s.add(i.args[0]); s.update(t for _, t in i.args[1])
            for (st, e, h, t) in self.code['exc']:
                s.update((st, e, h))
            self._ln = s
        return self._ln

    def concat(self, ins, idx):
        """D8's desugaring of StringConcatFactory.makeConcatWithConstants: a StringBuilder chain."""
        cf = self.cf
        t = cf.cp[ins.args[0]]
        bsm_idx = t[1]
        nt = cf.cp[t[2]]
        name = cf.utf8(nt[1]); desc = cf.utf8(nt[2])
        assert name == 'makeConcatWithConstants', name
        mh, bargs = cf.bootstrap[bsm_idx]
        recipe = cf.utf8(cf.cp[bargs[0]][1])
        consts = [cf.cp[b] for b in bargs[1:]]
        args, ret = split_desc(desc)
        ents = self.stack[len(self.stack) - len(args):]
        del self.stack[len(self.stack) - len(args):]
        sb = self.scratch(0)
        tmp = self.scratch(1)
        SB = 'Ljava/lang/StringBuilder;'
        self.emit(Ins('gen', op='new-instance', regs=[(sb, 8, 'A', 'd')], tail=SB))
        self.emit(Ins('invoke', op='invoke-direct', regs=[(sb, 4, 'A', 's')], tail=SB + '-><init>()V', range=False))
        pieces = []
        lit = ''
        ai = 0
        ci = 0
        for ch in recipe:
            if ch == '\x01':
                if lit:
                    pieces.append(('s', lit)); lit = ''
                pieces.append(('a', ai)); ai += 1
            elif ch == '\x02':
                if lit:
                    pieces.append(('s', lit)); lit = ''
                c = consts[ci]; ci += 1
                pieces.append(('s', cf.utf8(c[1]) if c[0] == 'String' else str(c[1])))
            else:
                lit += ch
        if lit:
            pieces.append(('s', lit))
        for kind, v in pieces:
            if kind == 's':
                self.emit(Ins('gen', op='const-string', regs=[(tmp, 8, 'A', 'd')], tail=esc(v)))
                regs = [(sb, 4, 'A', 's'), (tmp, 4, 'A', 's')]
                ad = 'Ljava/lang/String;'
            else:
                e = ents[v]
                at = args[v]
                ad = {'Z': 'Z', 'C': 'C', 'B': 'I', 'S': 'I', 'I': 'I', 'J': 'J', 'F': 'F', 'D': 'D'}.get(at[0])
                if ad is None:
                    ad = 'Ljava/lang/String;' if at == 'Ljava/lang/String;' else (
                        'Ljava/lang/CharSequence;' if at == 'Ljava/lang/CharSequence;' else 'Ljava/lang/Object;')
                regs = [(sb, 4, 'A', 's'), (e.reg, 4, e.c, 's')]
                if e.w() == 2:
                    regs.append((e.reg + 1, 4, e.c + '2', 's'))
            self.emit(Ins('invoke', op='invoke-virtual', regs=regs, tail=SB + '->append(%s)%s' % (ad, SB), range=False))
            self.emit(Ins('gen', op='move-result-object', regs=[(sb, 8, 'A', 'd')], tail=''))
        self.emit(Ins('invoke', op='invoke-virtual', regs=[(sb, 4, 'A', 's')], tail=SB + '->toString()Ljava/lang/String;', range=False))
        r = self.push_new('A', 'java/lang/String')
        self.emit(Ins('gen', op='move-result-object', regs=[(r, 8, 'A', 'd')], tail=''))
        return True, False

    # ------------------------------------------------------------ registers and rendering
    def all_regs(self):
        used = set()
        for ins in self.out:
            if ins.kind in ('move',):
                w = 2 if ins.c in 'JD' else 1
                used.update(range(ins.d, ins.d + w)); used.update(range(ins.s, ins.s + w))
            elif ins.kind == 'const':
                used.update(range(ins.d, ins.d + (2 if ins.wide else 1)))
            elif ins.kind == 'lit':
                used.add(ins.d); used.add(ins.s)
            elif ins.kind in ('gen', 'invoke'):
                for (r, b, c, role) in ins.regs:
                    used.add(r)
                    if c in ('J', 'D') and ins.kind == 'gen':
                        used.add(r + 1)
        return used

    def ins_regs(self, ins):
        """(defs, uses) as lists of pre-registers, wide values expanded"""
        d, u = [], []
        k = ins.kind
        if k == 'move':
            w = 2 if ins.c in 'JD' else 1
            d += range(ins.d, ins.d + w); u += range(ins.s, ins.s + w)
        elif k == 'const':
            d += range(ins.d, ins.d + (2 if ins.wide else 1))
        elif k == 'lit':
            d.append(ins.d); u.append(ins.s)
        elif k == 'gen':
            for (r, b, c, role) in ins.regs:
                rr = [r, r + 1] if c in ('J', 'D') else [r]
                (d if role == 'd' else u).extend(rr)
        elif k == 'invoke':
            u += [r for (r, b, c, role) in ins.regs]
        return d, u

    def colour_locals(self, lo, hi):
        """Liveness-based colouring of the registers in [lo, hi) (the JVM locals that are not
        parameters): registers whose live ranges never overlap share a dalvik register."""
        out = self.out
        n = len(out)
        # groups: consecutive registers used as one wide value stay together
        parent = {}
        def find(x):
            while parent.get(x, x) != x:
                x = parent[x]
            return x
        def union(a, b):
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
        regs_in = set()
        for ins in out:
            if ins.kind in ('move', 'const', 'lit', 'gen', 'invoke'):
                d, u = self.ins_regs(ins)
                for r in d + u:
                    if lo <= r < hi:
                        regs_in.add(r)
                if ins.kind == 'move' and ins.c in 'JD':
                    for r in (ins.d, ins.s):
                        if lo <= r < hi: union(r, r + 1)
                if ins.kind == 'const' and ins.wide and lo <= ins.d < hi:
                    union(ins.d, ins.d + 1)
                if ins.kind == 'gen':
                    for (r, b, c, role) in ins.regs:
                        if c in ('J', 'D') and lo <= r < hi:
                            union(r, r + 1)
                if ins.kind == 'invoke':
                    rl = [r for (r, b, c, role) in ins.regs]
                    cl = [c for (r, b, c, role) in ins.regs]
                    for i, c in enumerate(cl):
                        if c in ('J', 'D') and lo <= rl[i] < hi:
                            union(rl[i], rl[i] + 1)
                    if ins.range:
                        for r in rl:
                            if lo <= r < hi:
                                for r2 in rl:
                                    if lo <= r2 < hi: union(r, r2)
        groups = {}
        for r in sorted(regs_in):
            groups.setdefault(find(r), []).append(r)
        for g, members in groups.items():
            full = list(range(min(members), max(members) + 1))
            for r in full:
                union(g, r)
        groups = {}
        for r in sorted(set(regs_in) | {x for r in regs_in for x in range(r, r + 1)}):
            groups.setdefault(find(r), []).append(r)
        node_of = {}
        for g, members in groups.items():
            for r in range(min(members), max(members) + 1):
                node_of[r] = g
        size = {g: max(m) - min(m) + 1 for g, m in groups.items()}
        # control flow
        label_at = {}
        for i, ins in enumerate(out):
            if ins.kind == 'label':
                label_at[ins.name] = i
        handler_edges = {}
        for (t, s_, e_, h) in self.catches:
            a, b = label_at[s_], label_at[e_]
            for i in range(a, b):
                handler_edges.setdefault(i, []).append(label_at[h])
        succ = []
        for i, ins in enumerate(out):
            sx = []
            if ins.kind == 'gen' and ins.op in ('goto', 'return', 'return-wide', 'return-object', 'return-void', 'throw'):
                if ins.op == 'goto':
                    sx.append(label_at[ins.tail[1:]])
            elif ins.kind == 'gen' and ins.op in ('packed-switch', 'sparse-switch'):
                k = int(ins.tail.rsplit('_', 1)[1])
                sd = self.switchdata[k]
                tl = sd[3] if sd[0] == 'packed' else [x for _, x in sd[2]]
                sx += [label_at[x] for x in tl]
                sx.append(i + 1)
            else:
                if i + 1 < n:
                    sx.append(i + 1)
                if ins.kind == 'gen' and ins.op.startswith('if-'):
                    sx.append(label_at[ins.tail[1:]])
            sx += handler_edges.get(i, [])
            succ.append(sx)
        du = []
        for ins in out:
            if ins.kind in ('move', 'const', 'lit', 'gen', 'invoke'):
                d, u = self.ins_regs(ins)
                dn = {node_of[r] for r in d if r in node_of}
                un = {node_of[r] for r in u if r in node_of}
                # a partial write of a group does not kill it
                kill = {g for g in dn if all((r in d) for r in range(g, g + size[g]))}
                du.append((dn, un, kill))
            else:
                du.append((set(), set(), set()))
        live_in = [set() for _ in range(n)]
        changed = True
        while changed:
            changed = False
            for i in range(n - 1, -1, -1):
                lo_ = set()
                for j in succ[i]:
                    if j < n:
                        lo_ |= live_in[j]
                dn, un, kill = du[i]
                li = un | (lo_ - kill)
                if li != live_in[i]:
                    live_in[i] = li
                    changed = True
        # dead definitions of locals (constants and copies nobody reads), as D8's release build drops them
        self.dead = set()
        for i, ins in enumerate(out):
            if ins.kind in ('const', 'move', 'lit'):
                d, u = self.ins_regs(ins)
                if d and all(r in node_of for r in d):
                    lo_ = set()
                    for j in succ[i]:
                        if j < n:
                            lo_ |= live_in[j]
                    if not any(node_of[r] in lo_ for r in d):
                        self.dead.add(i)
        inter = {g: set() for g in groups}
        for i in range(n):
            lo_ = set()
            for j in succ[i]:
                if j < n:
                    lo_ |= live_in[j]
            dn, un, kill = du[i]
            for g in dn:
                for h in lo_ | dn:
                    if h != g:
                        inter[g].add(h); inter[h].add(g)
        # live at entry: everything live there interferes pairwise
        ent = live_in[0] if n else set()
        for g in ent:
            for h in ent:
                if g != h:
                    inter[g].add(h)
        first = {}
        for i, ins in enumerate(out):
            if ins.kind in ('move', 'const', 'lit', 'gen', 'invoke'):
                d, u = self.ins_regs(ins)
                for r in d + u:
                    if r in node_of:
                        first.setdefault(node_of[r], i)
        colour = {}
        for g in sorted(groups, key=lambda g: (first.get(g, 0), g)):
            taken = set()
            for h in inter[g]:
                if h in colour:
                    taken.update(range(colour[h], colour[h] + size[h]))
            c = 0
            while any(x in taken for x in range(c, c + size[g])):
                c += 1
            colour[g] = c
        res = {}
        for r, g in node_of.items():
            res[r] = colour[g] + (r - g)
        width_ = max([colour[g] + size[g] for g in groups] or [0])
        return res, width_

    def finish(self):
        """allocate registers, legalise 4-bit operands, return smali lines"""
        N = self.nregs()
        first_param = N - self.P
        lo = self.S + self.K
        used = sorted(r for r in self.all_regs() if r < lo)
        loc, nloc_c = self.colour_locals(lo, first_param)
        if self.dead:
            self.out = [ins for i, ins in enumerate(self.out) if i not in self.dead]
            used = sorted(r for r in self.all_regs() if r < lo)
        nfix = len(used)
        temps = 0
        while True:
            mapping = {}
            for k, r in enumerate(used):
                mapping[r] = temps + k
            for r, c in loc.items():
                mapping[r] = temps + nfix + c
            base = temps + nfix + nloc_c
            for k in range(self.P):
                mapping[first_param + k] = base + k
            total = base + self.P
            need = self.temps_needed(mapping)
            if need <= temps:
                break
            temps = need
        self.mapping = mapping
        self.total = total
        self.ntemps = temps
        return self.render()

    def regname(self, r):
        if r >= self.total - self.P:
            return 'p%d' % (r - (self.total - self.P))
        return 'v%d' % r

    def temps_needed(self, mp):
        need = 0
        for ins in self.out:
            if ins.kind == 'gen':
                hi = 0
                for (r, b, c, role) in ins.regs:
                    m = mp[r]
                    lim = (1 << b) - 1
                    if c in ('J', 'D'):
                        m += 1
                    if m > lim:
                        hi += 2 if c in ('J', 'D') else 1
                need = max(need, hi)
            elif ins.kind == 'invoke' and not ins.range:
                regs = [mp[r] for (r, b, c, role) in ins.regs]
                if any(x > 15 for x in regs):
                    consecutive = all(regs[i] + 1 == regs[i + 1] for i in range(len(regs) - 1))
                    if not consecutive:
                        need = max(need, len(regs))
            elif ins.kind == 'lit':
                if not (-128 <= ins.v <= 127):
                    if mp[ins.d] > 15 or mp[ins.s] > 15:
                        need = max(need, 2)
        return need

    def mv(self, d, s, c):
        op = {'A': 'move-object', 'J': 'move-wide', 'D': 'move-wide', 'U': 'move-object'}.get(c, 'move')
        if d <= 15 and s <= 15:
            form = op
        elif d <= 255:
            form = op + '/from16'
        else:
            form = op + '/16'
        return '    %s %s, %s' % (form, self.regname(d), self.regname(s))

    def render(self):
        mp = self.mapping
        lines = []
        for ins in self.out:
            k = ins.kind
            if k == 'label':
                lines.append('    :%s' % ins.name)
            elif k == 'line':
                lines.append('    .line %d' % ins.n)
            elif k == 'move':
                d, s = mp[ins.d], mp[ins.s]
                if d != s:
                    lines.append(self.mv(d, s, ins.c))
            elif k == 'const':
                d = mp[ins.d]
                v = ins.v
                rn = self.regname(d)
                if ins.wide:
                    if -32768 <= v <= 32767:
                        lines.append('    const-wide/16 %s, %s' % (rn, hexlit(v)))
                    elif -(1 << 31) <= v < (1 << 31):
                        lines.append('    const-wide/32 %s, %s' % (rn, hexlit(v)))
                    elif v & 0x0000FFFFFFFFFFFF == 0:
                        lines.append('    const-wide/high16 %s, %s' % (rn, hexlit(v, 'L')))
                    else:
                        lines.append('    const-wide %s, %s' % (rn, hexlit(v, 'L')))
                else:
                    if -8 <= v <= 7 and d <= 15:
                        lines.append('    const/4 %s, %s' % (rn, hexlit(v)))
                    elif -32768 <= v <= 32767:
                        lines.append('    const/16 %s, %s' % (rn, hexlit(v)))
                    elif v & 0xFFFF == 0:
                        lines.append('    const/high16 %s, %s' % (rn, hexlit(v)))
                    else:
                        lines.append('    const %s, %s' % (rn, hexlit(v)))
            elif k == 'lit':
                d, s = mp[ins.d], mp[ins.s]
                if -128 <= ins.v <= 127:
                    lines.append('    %s/lit8 %s, %s, %s' % (ins.op, self.regname(d), self.regname(s), hexlit(ins.v)))
                else:
                    if d <= 15 and s <= 15:
                        lines.append('    %s/lit16 %s, %s, %s' % (ins.op, self.regname(d), self.regname(s), hexlit(ins.v)))
                    else:
                        lines.append(self.mv(0, s, 'I'))
                        lines.append('    %s/lit16 v0, v0, %s' % (ins.op, hexlit(ins.v)))
                        lines.append(self.mv(d, 0, 'I'))
            elif k == 'gen':
                regs = [(mp[r], b, c, role) for (r, b, c, role) in ins.regs]
                pre, post = [], []
                t = 0
                ops = []
                for (r, b, c, role) in regs:
                    lim = (1 << b) - 1
                    hi = r + (1 if c in ('J', 'D') else 0)
                    if hi > lim:
                        tr = t
                        t += 2 if c in ('J', 'D') else 1
                        if role == 's':
                            pre.append(self.mv(tr, r, c))
                        else:
                            post.append(self.mv(r, tr, c))
                        ops.append(self.regname(tr))
                    else:
                        ops.append(self.regname(r))
                # /2addr form when the destination is the first source (as D8 prints it)
                op = ins.op
                txt = ', '.join(ops)
                if len(ops) == 3 and op.split('-')[0] in ('add', 'sub', 'mul', 'div', 'rem', 'and', 'or', 'xor', 'shl', 'shr', 'ushr') \
                        and ops[0] == ops[1] and not op.startswith('aget') and self._lo(ops):
                    op = op + '/2addr'
                    txt = '%s, %s' % (ops[0], ops[2])
                if ins.tail:
                    txt = (txt + ', ' + ins.tail) if txt else ins.tail
                lines.extend(pre)
                lines.append('    %s %s' % (op, txt) if txt else '    %s' % op)
                lines.extend(post)
            elif k == 'invoke':
                regs = [mp[r] for (r, b, c, role) in ins.regs]
                cats = [c for (r, b, c, role) in ins.regs]
                consecutive = all(regs[i] + 1 == regs[i + 1] for i in range(len(regs) - 1))
                if ins.range or (regs and max(regs) > 15):
                    if consecutive:
                        if regs:
                            lines.append('    %s/range {%s .. %s}, %s' % (ins.op, self.regname(regs[0]), self.regname(regs[-1]), ins.tail))
                        else:
                            lines.append('    %s/range {}, %s' % (ins.op, ins.tail))
                        continue
                    # copy into the low temporaries
                    i = 0
                    while i < len(regs):
                        c = cats[i]
                        if c in ('J', 'D'):
                            lines.append(self.mv(i, regs[i], c)); i += 2
                        else:
                            lines.append(self.mv(i, regs[i], c)); i += 1
                    regs = list(range(len(regs)))
                lines.append('    %s {%s}, %s' % (ins.op, ', '.join(self.regname(r) for r in regs), ins.tail))
            else:
                raise ValueError(k)
        for (t, s, e, h) in self.catches:
            if t is None:
                lines.append('    .catchall {:%s .. :%s} :%s' % (s, e, h))
            else:
                lines.append('    .catch %s {:%s .. :%s} :%s' % (cls_desc(t), s, e, h))
        for sd in self.switchdata:
            if sd[0] == 'packed':
                _, k, low, tl = sd
                lines.append('    :pswitch_data_%d' % k)
                lines.append('    .packed-switch %s' % hexlit(low))
                lines.extend('        :%s' % x for x in tl)
                lines.append('    .end packed-switch')
            else:
                _, k, pairs = sd
                lines.append('    :sswitch_data_%d' % k)
                lines.append('    .sparse-switch')
                lines.extend('        %s -> :%s' % (hexlit(key), x) for key, x in pairs)
                lines.append('    .end sparse-switch')
        return lines

    def _lo(self, ops):
        return all(int(o[1:]) + (self.total - self.P if o[0] == 'p' else 0) <= 15 for o in ops)


# ---------------------------------------------------------------- classes

CLASS_FLAGS = [(0x0001, 'public'), (0x0002, 'private'), (0x0004, 'protected'), (0x0008, 'static'), (0x0010, 'final'),
               (0x0200, 'interface'), (0x0400, 'abstract'), (0x1000, 'synthetic'), (0x2000, 'annotation'), (0x4000, 'enum')]
FIELD_FLAGS = [(0x0001, 'public'), (0x0002, 'private'), (0x0004, 'protected'), (0x0008, 'static'), (0x0010, 'final'),
               (0x0040, 'volatile'), (0x0080, 'transient'), (0x1000, 'synthetic'), (0x4000, 'enum')]
METHOD_FLAGS = [(0x0001, 'public'), (0x0002, 'private'), (0x0004, 'protected'), (0x0008, 'static'), (0x0010, 'final'),
                (0x0040, 'bridge'), (0x0080, 'varargs'), (0x0100, 'native'), (0x0400, 'abstract'),
                (0x0800, 'strict'), (0x1000, 'synthetic')]


def flags(v, table):
    return ' '.join(n for bit, n in table if v & bit)


def const_value(desc, cv):
    t, v = cv[0], cv[1]
    if desc == 'Z':
        return 'true' if v else 'false'
    if t == 'Integer':
        return hexlit(v) + {'B': 't', 'S': 's', 'C': ''}.get(desc, '')
    if t == 'Long':
        return hexlit(v, 'L')
    if t == 'String':
        return None
    raise NotImplementedError(t)


def translate_class(cf):
    out = []
    acc = cf.access & ~0x0020
    out.append('.class %s %s' % (flags(acc, CLASS_FLAGS), cls_desc(cf.this)))
    out.append('.super %s' % cls_desc(cf.super))
    if cf.source:
        out.append('.source "%s"' % cf.source)
    if cf.interfaces:
        out.append('')
        out.append('# interfaces')
        for i in cf.interfaces:
            out.append('.implements %s' % cls_desc(i))
    sf = [f for f in cf.fields if f['access'] & 0x0008]
    inf = [f for f in cf.fields if not f['access'] & 0x0008]
    for title, group in (('# static fields', sf), ('# instance fields', inf)):
        if not group:
            continue
        out.append('')
        out.append(title)
        for f in group:
            line = '.field %s %s:%s' % (flags(f['access'], FIELD_FLAGS), f['name'], f['desc'])
            if f['const'] is not None:
                cv = f['const']
                if cv[0] == 'String':
                    line += ' = ' + esc(cf.utf8(cv[1]))
                else:
                    line += ' = ' + const_value(f['desc'], cv)
            out.append(line)
            out.append('')
    private = {(m['name'], m['desc']) for m in cf.methods if m['access'] & 0x0002}
    direct = [m for m in cf.methods if m['access'] & 0x000A or m['name'] in ('<init>', '<clinit>')]
    virtual = [m for m in cf.methods if m not in direct]
    for title, group in (('# direct methods', direct), ('# virtual methods', virtual)):
        if not group:
            continue
        out.append('')
        out.append(title)
        for m in sorted(group, key=lambda m: (m['name'], m['desc'])):
            fl = flags(m['access'], METHOD_FLAGS)
            if m['access'] & 0x0020:
                fl += ' declared-synchronized'
            if m['name'] in ('<init>', '<clinit>'):
                fl += ' constructor'
            out.append('.method %s %s%s' % (fl.strip(), m['name'], m['desc']))
            if m['code'] is not None:
                mt = MethodTranslator(cf, m, private)
                mt.translate()
                body = tidy_lines(mt.finish())
                out.append('    .registers %d' % mt.total)
                out.append('')
                out.extend(body)
            out.append('.end method')
            out.append('')
    return '\n'.join(out).rstrip() + '\n'


def load_hierarchy(d):
    for root, _, files in os.walk(d):
        for fn in files:
            if fn.endswith('.class'):
                cf = ClassFile(open(os.path.join(root, fn), 'rb').read())
                HIER[cf.this] = ([cf.super] if cf.super else []) + cf.interfaces


def tidy_lines(lines):
    """keep a .line only when an instruction follows it and the line changes"""
    out = []
    pending = None
    last = None
    in_payload = False
    for ln in lines:
        t = ln.strip()
        if t.startswith('.packed-switch') or t.startswith('.sparse-switch'):
            in_payload = True
        if in_payload or t.startswith(':') or t.startswith('.catch') or t.startswith('.end') or t.startswith('.registers') or not t:
            if t.startswith('.end packed-switch') or t.startswith('.end sparse-switch'):
                in_payload = False
            out.append(ln)
            continue
        if t.startswith('.line'):
            pending = ln
            continue
        if pending is not None:
            if pending.strip() != last:
                out.append(pending)
                last = pending.strip()
            pending = None
        out.append(ln)
    return out


def main(classes_dir, out_dir, *libs):
    for l in libs:
        load_hierarchy(l)
    for root, _, files in os.walk(classes_dir):
        for fn in files:
            if fn.endswith('.class'):
                cf = ClassFile(open(os.path.join(root, fn), 'rb').read())
                HIER[cf.this] = ([cf.super] if cf.super else []) + cf.interfaces
    for root, _, files in os.walk(classes_dir):
        for fn in sorted(files):
            if not fn.endswith('.class'):
                continue
            cf = ClassFile(open(os.path.join(root, fn), 'rb').read())
            path = os.path.join(out_dir, cf.this + '.smali')
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w') as f:
                f.write(translate_class(cf))


if __name__ == '__main__':
    main(*sys.argv[1:])
