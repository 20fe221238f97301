"""k2s: turn kotlinc/javac class files into smali in the shapes D8 gives a debug build.

Written for blind round rev117_k1; reused for rev118_k1 (coroutines), which added: an uninitialized
value and its dup kept across a branch before <init> (`new X(a ?: b)`) share one register at block
boundaries (slot_of), and <init> initializes only the copies of its own `new` (the type pass tags each
uninitialized value with its allocation offset).  Stack-to-register translation:
  registers = [stack slots][extra temps][non-parameter locals][parameters]
Loads and constants are kept lazy (used from the local's register / materialized where
used); a producer followed by a store writes the local directly; the stack is put in its
slot registers at every block boundary.  invokedynamic is desugared the way D8 does it:
LambdaMetafactory -> Outer$$ExternalSyntheticLambdaN classes, StringConcatFactory ->
StringBuilder chains.  Synchronized methods get D8's explicit monitor-enter/exit.
"""
import sys, os, struct, glob
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from classfile import ClassFile

# ---------------------------------------------------------------- descriptors

def parse_desc(desc):
    """'(IJLjava/lang/String;)V' -> (['I','J','Ljava/lang/String;'], 'V')"""
    assert desc[0] == '('
    i = 1; params = []
    while desc[i] != ')':
        j = i
        while desc[j] == '[':
            j += 1
        if desc[j] == 'L':
            j = desc.index(';', j)
        params.append(desc[i:j + 1]); i = j + 1
    return params, desc[i + 1:]

def kind(t):
    """type descriptor -> stack kind"""
    if t in ('Z', 'B', 'C', 'S', 'I'):
        return 'I'
    if t in ('J', 'D', 'F'):
        return t
    if t == 'V':
        return 'V'
    return 'A'

def words(k):
    return 2 if k in ('J', 'D') else 1

def cls_desc(name):
    return name if name.startswith('[') else 'L' + name + ';'

def smali_str(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == '"': out.append('\\"')
        elif ch == '\\': out.append('\\\\')
        elif ch == '\n': out.append('\\n')
        elif ch == '\r': out.append('\\r')
        elif ch == '\t': out.append('\\t')
        elif o < 0x20 or o > 0x7e:
            if o > 0xffff:
                o -= 0x10000
                out.append('\\u%04x\\u%04x' % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3ff)))
            else:
                out.append('\\u%04x' % o)
        else: out.append(ch)
    return '"' + ''.join(out) + '"'

def hexlit(v):
    return '-0x%x' % -v if v < 0 else '0x%x' % v

# ---------------------------------------------------------------- access flags

CLASS_FLAGS = [(0x0001, 'public'), (0x0002, 'private'), (0x0004, 'protected'), (0x0008, 'static'),
               (0x0010, 'final'), (0x0200, 'interface'), (0x0400, 'abstract'), (0x1000, 'synthetic'),
               (0x2000, 'annotation'), (0x4000, 'enum')]
FIELD_FLAGS = [(0x0001, 'public'), (0x0002, 'private'), (0x0004, 'protected'), (0x0008, 'static'),
               (0x0010, 'final'), (0x0040, 'volatile'), (0x0080, 'transient'), (0x1000, 'synthetic'),
               (0x4000, 'enum')]
METHOD_FLAGS = [(0x0001, 'public'), (0x0002, 'private'), (0x0004, 'protected'), (0x0008, 'static'),
                (0x0010, 'final'), (0x0040, 'bridge'), (0x0080, 'varargs'), (0x0100, 'native'),
                (0x0400, 'abstract'), (0x0800, 'strictfp'), (0x1000, 'synthetic')]

def flags(acc, table):
    return [n for b, n in table if acc & b]

# ---------------------------------------------------------------- JVM opcodes

OPS = {}
def op(code, name, ln=0):
    OPS[code] = (name, ln)
for c, n in enumerate(['nop', 'aconst_null', 'iconst_m1', 'iconst_0', 'iconst_1', 'iconst_2', 'iconst_3',
                       'iconst_4', 'iconst_5', 'lconst_0', 'lconst_1', 'fconst_0', 'fconst_1', 'fconst_2',
                       'dconst_0', 'dconst_1']):
    op(c, n)
op(0x10, 'bipush', 1); op(0x11, 'sipush', 2); op(0x12, 'ldc', 1); op(0x13, 'ldc_w', 2); op(0x14, 'ldc2_w', 2)
for c, n in zip(range(0x15, 0x1a), ['iload', 'lload', 'fload', 'dload', 'aload']):
    op(c, n, 1)
for base, t in zip(range(0x1a, 0x2e, 4), 'ilfda'):
    for k in range(4):
        op(base + k, '%sload_%d' % (t, k))
for c, n in zip(range(0x2e, 0x36), ['iaload', 'laload', 'faload', 'daload', 'aaload', 'baload', 'caload', 'saload']):
    op(c, n)
for c, n in zip(range(0x36, 0x3b), ['istore', 'lstore', 'fstore', 'dstore', 'astore']):
    op(c, n, 1)
for base, t in zip(range(0x3b, 0x4f, 4), 'ilfda'):
    for k in range(4):
        op(base + k, '%sstore_%d' % (t, k))
for c, n in zip(range(0x4f, 0x57), ['iastore', 'lastore', 'fastore', 'dastore', 'aastore', 'bastore', 'castore', 'sastore']):
    op(c, n)
for c, n in zip(range(0x57, 0x60), ['pop', 'pop2', 'dup', 'dup_x1', 'dup_x2', 'dup2', 'dup2_x1', 'dup2_x2', 'swap']):
    op(c, n)
arith = ['add', 'sub', 'mul', 'div', 'rem', 'neg']
c = 0x60
for a in arith:
    for t in 'ilfd':
        op(c, t + a); c += 1
for c, n in zip(range(0x78, 0x84), ['ishl', 'lshl', 'ishr', 'lshr', 'iushr', 'lushr', 'iand', 'land', 'ior', 'lor', 'ixor', 'lxor']):
    op(c, n)
op(0x84, 'iinc', 2)
for c, n in zip(range(0x85, 0x94), ['i2l', 'i2f', 'i2d', 'l2i', 'l2f', 'l2d', 'f2i', 'f2l', 'f2d', 'd2i', 'd2l', 'd2f', 'i2b', 'i2c', 'i2s']):
    op(c, n)
for c, n in zip(range(0x94, 0x99), ['lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg']):
    op(c, n)
for c, n in zip(range(0x99, 0xa9), ['ifeq', 'ifne', 'iflt', 'ifge', 'ifgt', 'ifle', 'if_icmpeq', 'if_icmpne', 'if_icmplt',
                                    'if_icmpge', 'if_icmpgt', 'if_icmple', 'if_acmpeq', 'if_acmpne', 'goto', 'jsr']):
    op(c, n, 2)
op(0xa9, 'ret', 1); op(0xaa, 'tableswitch', -1); op(0xab, 'lookupswitch', -1)
for c, n in zip(range(0xac, 0xb2), ['ireturn', 'lreturn', 'freturn', 'dreturn', 'areturn', 'return']):
    op(c, n)
for c, n in zip(range(0xb2, 0xb9), ['getstatic', 'putstatic', 'getfield', 'putfield', 'invokevirtual', 'invokespecial', 'invokestatic']):
    op(c, n, 2)
op(0xb9, 'invokeinterface', 4); op(0xba, 'invokedynamic', 4); op(0xbb, 'new', 2); op(0xbc, 'newarray', 1)
op(0xbd, 'anewarray', 2); op(0xbe, 'arraylength'); op(0xbf, 'athrow'); op(0xc0, 'checkcast', 2)
op(0xc1, 'instanceof', 2); op(0xc2, 'monitorenter'); op(0xc3, 'monitorexit'); op(0xc4, 'wide', -1)
op(0xc5, 'multianewarray', 3); op(0xc6, 'ifnull', 2); op(0xc7, 'ifnonnull', 2); op(0xc8, 'goto_w', 4)

def decode(code):
    """-> ordered list of (offset, name, operands dict)"""
    out = []; p = 0
    while p < len(code):
        oc = code[p]; name, ln = OPS[oc]; o = {}
        start = p
        if name == 'wide':
            oc2 = code[p + 1]; name = OPS[oc2][0]
            o['index'] = struct.unpack_from('>H', code, p + 2)[0]
            if name == 'iinc':
                o['const'] = struct.unpack_from('>h', code, p + 4)[0]; p += 6
            else:
                p += 4
        elif name in ('tableswitch', 'lookupswitch'):
            q = (p + 4) & ~3
            default = struct.unpack_from('>i', code, q)[0]
            if name == 'tableswitch':
                lo, hi = struct.unpack_from('>ii', code, q + 4)
                tg = struct.unpack_from('>%di' % (hi - lo + 1), code, q + 12)
                o['pairs'] = [(lo + i, start + t) for i, t in enumerate(tg)]
                p = q + 12 + 4 * (hi - lo + 1)
            else:
                n = struct.unpack_from('>i', code, q + 4)[0]
                vals = struct.unpack_from('>%di' % (2 * n), code, q + 8)
                o['pairs'] = [(vals[2 * i], start + vals[2 * i + 1]) for i in range(n)]
                p = q + 8 + 8 * n
            o['default'] = start + default
        else:
            raw = code[p + 1:p + 1 + ln]
            if name in ('bipush',):
                o['value'] = struct.unpack('>b', raw)[0]
            elif name == 'sipush':
                o['value'] = struct.unpack('>h', raw)[0]
            elif name == 'ldc':
                o['cp'] = raw[0]
            elif name in ('ldc_w', 'ldc2_w', 'getstatic', 'putstatic', 'getfield', 'putfield', 'invokevirtual',
                          'invokespecial', 'invokestatic', 'new', 'anewarray', 'checkcast', 'instanceof'):
                o['cp'] = struct.unpack('>H', raw)[0]
                if name == 'new':
                    o['off'] = start
            elif name in ('invokeinterface', 'invokedynamic'):
                o['cp'] = struct.unpack('>H', raw[:2])[0]
            elif name == 'multianewarray':
                o['cp'] = struct.unpack('>H', raw[:2])[0]; o['dims'] = raw[2]
            elif name == 'newarray':
                o['atype'] = raw[0]
            elif name == 'iinc':
                o['index'] = raw[0]; o['const'] = struct.unpack('>b', raw[1:2])[0]
            elif name in ('iload', 'lload', 'fload', 'dload', 'aload', 'istore', 'lstore', 'fstore', 'dstore', 'astore', 'ret'):
                o['index'] = raw[0]
            elif ln == 2 and (name.startswith('if') or name in ('goto', 'jsr')):
                o['target'] = start + struct.unpack('>h', raw)[0]
            elif name == 'goto_w':
                o['target'] = start + struct.unpack('>i', raw)[0]; name = 'goto'
            p += 1 + ln
        out.append((start, name, o))
    return out

NEWARRAY = {4: 'Z', 5: 'C', 6: 'F', 7: 'D', 8: 'B', 9: 'S', 10: 'I', 11: 'J'}

# ---------------------------------------------------------------- output model

class Ins:
    """one dex instruction; text is rendered late so registers can still change"""
    def __init__(self, fmt, **kw):
        self.fmt = fmt
        self.__dict__.update(kw)

class Label:
    def __init__(self, name):
        self.name = name

class Line:
    def __init__(self, n):
        self.n = n

class Catch:
    def __init__(self, typ, start, end, handler):
        self.typ, self.start, self.end, self.handler = typ, start, end, handler

class Entry:
    """one value on the translated stack"""
    __slots__ = ('k', 'reg', 'const', 'desc', 'src')
    def __init__(self, k, reg=None, const=None, desc=None, src=None):
        self.k = k          # 'I','J','F','D','A','U'
        self.reg = reg      # register holding it (None: constant not yet materialized)
        self.const = const  # ('int', v) / ('long', v) / ('str', s) / ('class', d) / ('null',) / ('float', bits) ...
        self.desc = desc    # reference descriptor when known
        self.src = src      # the instruction that produced it (still retargetable) or None
    def copy(self):
        return Entry(self.k, self.reg, self.const, self.desc, None)

class Trouble(Exception):
    pass

# ---------------------------------------------------------------- pass 1: stack kinds at every offset

def ldc_entry(cf, idx):
    e = cf.cp[idx]
    if e[0] == 'Integer': return ('I', None), ('int', e[1])
    if e[0] == 'Float': return ('F', None), ('float', e[2])
    if e[0] == 'Long': return ('J', None), ('long', e[1])
    if e[0] == 'Double': return ('D', None), ('double', e[2])
    if e[0] == 'String': return ('A', 'Ljava/lang/String;'), ('str', cf.utf(e[1]))
    if e[0] == 'Class': return ('A', 'Ljava/lang/Class;'), ('class', cls_desc(cf.clsname(idx)))
    raise Trouble('ldc %r' % (e,))

def type_pass(cf, m, insns):
    code = m['code']
    params, ret = parse_desc(m['desc'])
    loc = {}
    i = 0
    if not m['access'] & 0x0008:
        loc[0] = ('U' if m['name'] == '<init>' else 'A', cls_desc(cf.name)); i = 1
    for p in params:
        loc[i] = (kind(p), p if kind(p) == 'A' else None); i += words(kind(p))
    idx = {off: n for n, (off, _, _) in enumerate(insns)}
    states = {0: ([], dict(loc))}
    tg = targets_of(insns, code)
    work = [0]
    handlers = {}
    for s, e, h, t in code['exc']:
        handlers.setdefault(h, t)
    def merge(off, st, lc):
        if off not in states:
            states[off] = (list(st), dict(lc)); work.append(off); return
        ost, olc = states[off]
        if len(ost) != len(st):
            raise Trouble('stack height mismatch at %d in %s' % (off, m['name']))
        changed = False
        nst = []
        for a, b in zip(ost, st):
            if a[0] != b[0]:
                raise Trouble('stack kind mismatch at %d' % off)
            d = a[1] if a[1] == b[1] else ('Ljava/lang/Object;' if a[0] == 'A' else None)
            if d != a[1]: changed = True
            nst.append((a[0], d))
        nlc = {}
        for k2 in olc:
            if k2 in lc and lc[k2][0] == olc[k2][0]:
                d = olc[k2][1] if olc[k2][1] == lc[k2][1] else None
                nlc[k2] = (olc[k2][0], d)
                if d != olc[k2][1]: changed = True
            else:
                changed = True
        if changed:
            states[off] = (nst, nlc); work.append(off)
    # exception handlers are entered with the locals of any instruction in range: approximate
    while work:
        off = work.pop()
        st, lc = states[off]
        n = idx[off]
        st = list(st); lc = dict(lc)
        while True:
            o_off, name, o = insns[n]
            # handlers covering this instruction
            for s, e, h, t in code['exc']:
                if s <= o_off < e:
                    merge(h, [('A', cls_desc(t) if t else 'Ljava/lang/Throwable;')], {k3: v for k3, v in lc.items()})
            succ, st, lc, fall = simulate(cf, name, o, st, lc)
            for t in succ:
                merge(t, st, lc)
            if not fall:
                break
            n += 1
            nxt = insns[n][0]
            if nxt in tg:
                merge(nxt, st, lc)
                break
            states[nxt] = (list(st), dict(lc))
    return states

def targets_of(insns, code):
    t = set()
    for off, name, o in insns:
        if 'target' in o: t.add(o['target'])
        if 'pairs' in o:
            t.add(o['default']); t.update(x for _, x in o['pairs'])
    for s, e, h, ty in code['exc']:
        t.add(h)
    return t

def simulate(cf, name, o, st, lc):
    """abstract step; returns (branch successors, stack, locals, falls through)"""
    def pop(n=1):
        r = st[-n:] if n else []
        del st[len(st) - n:]
        return r
    def push(k, d=None):
        st.append((k, d))
    succ = []
    fall = True
    if name == 'nop': pass
    elif name == 'aconst_null': push('A', None)
    elif name.startswith('iconst_') or name in ('bipush', 'sipush'): push('I')
    elif name.startswith('lconst_'): push('J')
    elif name.startswith('fconst_'): push('F')
    elif name.startswith('dconst_'): push('D')
    elif name in ('ldc', 'ldc_w', 'ldc2_w'):
        (k, d), _ = ldc_entry(cf, o['cp']); push(k, d)
    elif name[1:5] == 'load' and len(name) <= 7:
        i = o['index'] if 'index' in o else int(name[-1])
        k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A'}[name[0]]
        push(k, lc.get(i, (k, None))[1] if k == 'A' else None)
    elif name[1:6] == 'store' and len(name) <= 8:
        i = o['index'] if 'index' in o else int(name[-1])
        (k, d), = pop()
        lc[i] = (k, d)
        if words(k) == 2: lc.pop(i + 1, None)
        if i - 1 in lc and words(lc[i - 1][0]) == 2: lc.pop(i - 1)
    elif name.endswith('aload') and len(name) == 6:
        _, (ak, ad) = pop(2)
        k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A', 'b': 'I', 'c': 'I', 's': 'I'}[name[0]]
        push(k, ad[1:] if (k == 'A' and ad and ad.startswith('[')) else None)
    elif name.endswith('astore') and len(name) == 7:
        pop(3)
    elif name == 'pop': pop()
    elif name == 'pop2':
        if words(st[-1][0]) == 2: pop()
        else: pop(2)
    elif name == 'dup': st.append(st[-1])
    elif name == 'dup_x1':
        a, b = pop(2); st.extend([b, a, b])
    elif name == 'dup_x2':
        if words(st[-2][0]) == 2:
            a, b = pop(2); st.extend([b, a, b])
        else:
            a, b, c = pop(3); st.extend([c, a, b, c])
    elif name == 'dup2':
        if words(st[-1][0]) == 2: st.append(st[-1])
        else:
            a, b = st[-2:]; st.extend([a, b])
    elif name == 'dup2_x1':
        if words(st[-1][0]) == 2:
            a, b = pop(2); st.extend([b, a, b])
        else:
            a, b, c = pop(3); st.extend([b, c, a, b, c])
    elif name == 'swap':
        a, b = pop(2); st.extend([b, a])
    elif name[1:] in ('add', 'sub', 'mul', 'div', 'rem', 'and', 'or', 'xor') and name[0] in 'ilfd':
        pop(2); push(name[0].upper().replace('L', 'J'))
    elif name[1:] in ('shl', 'shr', 'ushr'):
        pop(2); push('I' if name[0] == 'i' else 'J')
    elif name[1:] == 'neg':
        pop(); push({'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D'}[name[0]])
    elif name == 'iinc':
        pass
    elif len(name) == 3 and name[1] == '2':
        pop(); push({'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'b': 'I', 'c': 'I', 's': 'I'}[name[2]])
    elif name in ('lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg'):
        pop(2); push('I')
    elif name in ('ifeq', 'ifne', 'iflt', 'ifge', 'ifgt', 'ifle', 'ifnull', 'ifnonnull'):
        pop(); succ.append(o['target'])
    elif name.startswith('if_'):
        pop(2); succ.append(o['target'])
    elif name == 'goto':
        succ.append(o['target']); fall = False
    elif name in ('tableswitch', 'lookupswitch'):
        pop(); succ.append(o['default']); succ.extend(t for _, t in o['pairs']); fall = False
    elif name.endswith('return'):
        if name != 'return': pop()
        fall = False
    elif name == 'athrow':
        pop(); fall = False
    elif name in ('getstatic', 'getfield'):
        _, c, n, d = cf.member(o['cp'])
        if name == 'getfield': pop()
        push(kind(d), d if kind(d) == 'A' else None)
    elif name in ('putstatic', 'putfield'):
        pop(2 if name == 'putfield' else 1)
    elif name.startswith('invoke'):
        if name == 'invokedynamic':
            nm, d = cf.nat(cf.cp[o['cp']][2])
            ps, r = parse_desc(d); pop(len(ps))
        else:
            _, c, nm, d = cf.member(o['cp'])
            ps, r = parse_desc(d)
            st_recv = st[len(st) - len(ps) - 1] if name != 'invokestatic' else None
            pop(len(ps) + (0 if name == 'invokestatic' else 1))
            if nm == '<init>':
                # initialize every copy of this uninitialized value (new's desc carries its offset)
                rd = st_recv[1] if st_recv and st_recv[0] == 'U' else None
                for j, (k2, d2) in enumerate(st):
                    if k2 == 'U' and d2 == rd: st[j] = ('A', d2.split('@')[0])
                for k3, v in list(lc.items()):
                    if v[0] == 'U' and v[1] == rd: lc[k3] = ('A', v[1].split('@')[0])
        if r != 'V': push(kind(r), r if kind(r) == 'A' else None)
    elif name == 'new':
        push('U', cls_desc(cf.clsname(o['cp'])) + '@%d' % o['off'])
    elif name == 'newarray':
        pop(); push('A', '[' + NEWARRAY[o['atype']])
    elif name == 'anewarray':
        pop(); push('A', '[' + cls_desc(cf.clsname(o['cp'])))
    elif name == 'arraylength':
        pop(); push('I')
    elif name == 'checkcast':
        pop(); push('A', cls_desc(cf.clsname(o['cp'])))
    elif name == 'instanceof':
        pop(); push('I')
    elif name in ('monitorenter', 'monitorexit'):
        pop()
    elif name == 'multianewarray':
        pop(o['dims']); push('A', cls_desc(cf.clsname(o['cp'])))
    else:
        raise Trouble('unhandled opcode ' + name)
    return succ, st, lc, fall

# ---------------------------------------------------------------- pass 2: emission

class I:
    """dex instruction: op, operands [('r', reg, bits) | ('regs', [regs]) | ('range', a, b) | ('x', text)]"""
    def __init__(self, op, *ops):
        self.op = op
        self.ops = [list(o) for o in ops]
    def regs(self):
        out = []
        for o in self.ops:
            if o[0] == 'r': out.append(o[1])
            elif o[0] == 'regs': out.extend(o[1])
            elif o[0] == 'range': out.extend(range(o[1], o[2] + 1))
        return out

MOVE = {'I': 'move', 'F': 'move', 'J': 'move-wide', 'D': 'move-wide', 'A': 'move-object', 'U': 'move-object'}
SUFFIX = {'Z': '-boolean', 'B': '-byte', 'C': '-char', 'S': '-short', 'I': '', 'F': '', 'J': '-wide', 'D': '-wide'}
def xsuffix(desc):
    return SUFFIX.get(desc, '-object')

BINOPS = {'add': 'add', 'sub': 'sub', 'mul': 'mul', 'div': 'div', 'rem': 'rem', 'and': 'and', 'or': 'or',
          'xor': 'xor', 'shl': 'shl', 'shr': 'shr', 'ushr': 'ushr'}
TNAME = {'i': 'int', 'l': 'long', 'f': 'float', 'd': 'double'}
CONV = {'i2l': 'int-to-long', 'i2f': 'int-to-float', 'i2d': 'int-to-double', 'l2i': 'long-to-int',
        'l2f': 'long-to-float', 'l2d': 'long-to-double', 'f2i': 'float-to-int', 'f2l': 'float-to-long',
        'f2d': 'float-to-double', 'd2i': 'double-to-int', 'd2l': 'double-to-long', 'd2f': 'double-to-float',
        'i2b': 'int-to-byte', 'i2c': 'int-to-char', 'i2s': 'int-to-short'}
IFZ = {'ifeq': 'if-eqz', 'ifne': 'if-nez', 'iflt': 'if-ltz', 'ifge': 'if-gez', 'ifgt': 'if-gtz', 'ifle': 'if-lez',
       'ifnull': 'if-eqz', 'ifnonnull': 'if-nez'}
IF2 = {'if_icmpeq': 'if-eq', 'if_icmpne': 'if-ne', 'if_icmplt': 'if-lt', 'if_icmpge': 'if-ge', 'if_icmpgt': 'if-gt',
       'if_icmple': 'if-le', 'if_acmpeq': 'if-eq', 'if_acmpne': 'if-ne'}

def fits(v, bits):
    return -(1 << (bits - 1)) <= v < (1 << (bits - 1))

class Lambdas:
    """D8's synthetic lambda classes, numbered per outer class in call-site order"""
    def __init__(self):
        self.count = {}
        self.classes = []
    def make(self, outer, source, iface, sam_name, sam_desc, impl, inst_desc, cap_types):
        n = self.count.get(outer, 0); self.count[outer] = n + 1
        name = '%s$$ExternalSyntheticLambda%d' % (outer, n)
        self.classes.append(dict(name=name, iface=iface, sam_name=sam_name, sam_desc=sam_desc, impl=impl,
                                 inst_desc=inst_desc, caps=cap_types))
        return name

class MethodX:
    def __init__(self, cf, m, lambdas, extra, used=None):
        self.cf, self.m, self.lambdas = cf, m, lambdas
        code = m['code']
        self.code = code
        self.insns = decode(code['code'])
        self.params, self.ret = parse_desc(m['desc'])
        self.static = bool(m['access'] & 0x0008)
        self.P = sum(words(kind(p)) for p in self.params) + (0 if self.static else 1)
        self.L = max(code['max_locals'], self.P)
        self.sync = bool(m['access'] & 0x0020)
        self.S = code['max_stack'] + extra + (1 if self.sync and code['max_stack'] + extra == 0 else 0)
        self.total = self.S + self.L
        self.map = None
        if used is not None:
            keep = sorted(set(used) | set(range(self.S + self.L - self.P, self.S + self.L)))
            self.map = {v: i for i, v in enumerate(keep)}
        self.out = []
        self.stack = []
        self.last = None      # last emitted instruction
        self.chains = {}      # id(entry) -> list of (ins, operand index) that can be retargeted

    # registers
    def local(self, i):
        if i < self.P:
            return self.S + (self.L - self.P) + i
        return self.S + (i - self.P)
    def depth(self, j):
        return sum(words(e.k) for e in self.stack[:j])
    def phys(self, r):
        if self.map is None:
            return r
        if r not in self.map:
            raise Trouble('relayout %d' % r)
        return self.map[r]
    def nregs(self):
        return self.total if self.map is None else len(self.map)
    def rname(self, r):
        p = self.phys(r)
        base = self.nregs() - self.P
        return 'p%d' % (p - base) if p >= base else 'v%d' % p

    # emission
    def emit(self, ins):
        self.out.append(ins); self.last = ins
        return ins
    def emit_item(self, item):
        self.out.append(item)

    def const_ins(self, e, reg):
        c = e.const
        if c[0] in ('int', 'null', 'float'):
            v = 0 if c[0] == 'null' else (c[1] if c[0] == 'int' else struct.unpack('>i', c[1])[0])
            return I('const', ('r', reg, 8), ('x', v))
        if c[0] in ('long', 'double'):
            v = c[1] if c[0] == 'long' else struct.unpack('>q', c[1])[0]
            return I('const-wide', ('r', reg, 8), ('x', v))
        if c[0] == 'str':
            return I('const-string', ('r', reg, 8), ('x', smali_str(c[1])))
        if c[0] == 'class':
            return I('const-class', ('r', reg, 8), ('x', c[1]))
        raise Trouble('const %r' % (c,))

    def move_ins(self, k, dst, src):
        return I(MOVE[k], ('r', dst, 16), ('r', src, 16))

    def occupants(self, moving):
        """stack entries not in moving whose registers the moves would overwrite"""
        targets = set()
        for j, t in moving.items():
            targets.update(range(t, t + words(self.stack[j].k)))
        out = []
        for k, o in enumerate(self.stack):
            if k in moving or o.reg is None:
                continue
            if set(range(o.reg, o.reg + words(o.k))) & targets:
                out.append(k)
        return out

    def relocate(self, moves):
        moving = dict(moves)
        while True:
            occ = self.occupants(moving)
            if not occ:
                break
            for k in occ:
                moving[k] = self.depth(k)
        self.parallel(list(moving.items()))

    def materialize(self, j, target=None, raw=False):
        e = self.stack[j]
        if target is None:
            target = self.depth(j)
            if target + words(e.k) > self.S:
                raise Trouble('temp')
        if e.reg == target and e.const is None:
            return target
        if not raw and self.occupants({j: target}):
            self.relocate([(j, target)])
            return target
        if e.reg is None:
            self.emit(self.const_ins(e, target))
        elif e.reg != target:
            if not self.retarget(e, target):
                self.emit(self.move_ins(e.k, target, e.reg))
        e.reg = target; e.const = None
        self.chains.pop(id(e), None)
        return target

    def retarget(self, e, target):
        ch = self.chains.get(id(e))
        if not ch or ch[-1][0] is not self.last:
            return False
        # another entry sharing the register?
        for o in self.stack:
            if o is not e and o.reg == e.reg and o.const is None:
                return False
        first = ch[0][0]
        try:
            start = max(i for i, x in enumerate(self.out) if x is first)
        except ValueError:
            return False
        span = self.out[start:]
        chain_ins = set(id(ins) for ins, _ in ch)
        w = words(e.k)
        tregs = set(range(target, target + w))
        for x in span:
            if isinstance(x, I):
                if id(x) in chain_ins and len(ch) > 1:
                    # the chain's other operands must not touch the target
                    for idx, o in enumerate(x.ops):
                        if any(ins is x and oi == idx for ins, oi in ch):
                            # a register list holds the value and other operands (a lambda's
                            # <init> {instance, captures}): those must not sit in the target
                            if o[0] == 'regs' and set(r for r in o[1] if not e.reg <= r < e.reg + w) & tregs:
                                return False
                            continue
                        if o[0] == 'r' and set(range(o[1], o[1] + 2 if (x.op.endswith('wide') and idx == 0) else o[1] + 1)) & tregs:
                            return False
                        if o[0] in ('regs', 'range') and set(x.regs()) & tregs:
                            return False
                elif set(x.regs()) & tregs:
                    return False
            elif not isinstance(x, Line):
                return False
        for ins, oi in ch:
            o = ins.ops[oi]
            if o[0] == 'r':
                if self.phys(target) + (w - 1 if ins.op.endswith('wide') else 0) >= (1 << o[2]):
                    return False
            elif o[0] == 'regs':
                if self.phys(target) + w - 1 > 15:
                    return False
            else:
                return False
        for ins, oi in ch:
            o = ins.ops[oi]
            if o[0] == 'r':
                o[1] = target
            else:
                old = e.reg
                o[1] = [target + (r - old) if old <= r < old + w else r for r in o[1]]
        e.reg = target
        return True

    def use(self, j, bits=8):
        """register to read stack entry j from; materializes when needed"""
        e = self.stack[j]
        if e.reg is None or self.phys(e.reg) + words(e.k) - 1 >= (1 << bits):
            self.materialize(j)
        r = e.reg
        if self.phys(r) + words(e.k) - 1 >= (1 << bits):
            raise Trouble('register %d beyond %d bits' % (r, bits))
        return r

    def pop(self, n=1):
        out = self.stack[len(self.stack) - n:]
        del self.stack[len(self.stack) - n:]
        return out

    def produce(self, k, ins, desc=None, dst_index=0):
        """push the result of ins (already holding the slot register as its destination)"""
        e = Entry(k, reg=ins.ops[dst_index][1], desc=desc)
        self.stack.append(e)
        self.emit(ins)
        self.chains[id(e)] = [(ins, dst_index)]
        return e

    def slot_for_push(self, k):
        d = self.depth(len(self.stack))
        if d + words(k) > self.S:
            raise Trouble('temp')
        return d

    def protect_regs(self, regs, keep=()):
        """an instruction is about to write regs: move stack entries living there"""
        for j, e in enumerate(self.stack):
            if e in keep or e.reg is None:
                continue
            if set(range(e.reg, e.reg + words(e.k))) & set(regs):
                self.materialize(j)

    def slot_of(self, j, stack=None):
        """canonical register of stack entry j: its depth, except that an uninitialized value
        and its dup (new + dup kept across a branch before <init>) share the first one's"""
        st = self.stack if stack is None else stack
        while j > 0 and st[j].k == 'U' and st[j - 1].k == 'U' and st[j - 1].desc == st[j].desc:
            j -= 1
        return sum(words(e.k) for e in st[:j])

    def canonicalize(self, upto=None):
        n = len(self.stack) if upto is None else upto
        moves = []
        for j in range(n):
            e = self.stack[j]
            d = self.slot_of(j)
            if e.reg != d or e.const is not None:
                moves.append((j, d))
        if moves:
            self.relocate(moves)

    def parallel(self, moves):
        """moves: list of (stack index, target register); registers only"""
        pending = [(j, t) for j, t in moves if self.stack[j].reg is not None]
        consts = [(j, t) for j, t in moves if self.stack[j].reg is None]
        while pending:
            progress = False
            for mv in list(pending):
                j, t = mv
                e = self.stack[j]
                w = words(e.k)
                tr = set(range(t, t + w))
                blocked = False
                for j2, t2 in pending:
                    if j2 == j: continue
                    e2 = self.stack[j2]
                    if e2.reg != e.reg and set(range(e2.reg, e2.reg + words(e2.k))) & tr:
                        blocked = True
                if not blocked:
                    self.materialize(j, t, raw=True)
                    pending.remove(mv); progress = True
            if not progress:
                # break a cycle through a temp above the stack
                j, t = pending[0]
                e = self.stack[j]
                tmp = self.depth(len(self.stack))
                if tmp + words(e.k) > self.S:
                    raise Trouble('temp')
                self.materialize(j, tmp, raw=True)
        for j, t in consts:
            self.materialize(j, t, raw=True)
        for j, t in moves:
            self.stack[j].const = None

    def fix_invariant(self):
        moves = []
        for j, e in enumerate(self.stack):
            if e.reg is not None and e.reg < self.S and e.reg > self.depth(j):
                moves.append((j, self.depth(j)))
        if moves:
            self.relocate(moves)

    # ------------------------------------------------------------ main loop
    def translate(self):
        cf, code = self.cf, self.code
        self.types = type_pass(cf, self.m, self.insns)
        targets = targets_of(self.insns, code)
        handlers = {}
        for s, e, h, t in code['exc']:
            handlers.setdefault(h, t)
        trybounds = set()
        for s, e, h, t in code['exc']:
            trybounds.add(s); trybounds.add(e)
        lines = {}
        for pc, ln in code['lines']:
            lines[pc] = ln
        self.labels = set()
        for t in targets: self.labels.add(t)
        for t in trybounds: self.labels.add(t)
        curline = None
        falls = True
        self.switches = []
        if self.sync:
            if self.static:
                raise Trouble('static synchronized')
            self.emit(I('monitor-enter', ('r', self.local(0), 8)))
            self.emit_item(Label('sync_start'))
        end = len(code['code'])
        for n, (off, name, o) in enumerate(self.insns):
            if off not in self.types:
                continue  # unreachable: D8 drops it
            if off in self.labels:
                if off in targets and falls:
                    self.canonicalize()
                self.last = None
                self.emit_item(Label('L%d' % off))
                if off in targets:
                    st, _ = self.types[off]
                    self.stack = []
                    for k, desc in st:
                        self.stack.append(Entry(k, desc=desc))
                    for j, e in enumerate(self.stack):
                        e.reg = self.slot_of(j)
                    self.chains = {}
            if off in lines and lines[off] != curline:
                curline = lines[off]
                self.emit_item(Line(curline))
            if off in handlers:
                r = self.slot_for_push('A')
                assert not self.stack or (len(self.stack) == 1)
                self.stack = []
                ins = I('move-exception', ('r', 0, 8))
                self.produce('A', ins, desc=cls_desc(handlers[off]) if handlers[off] else 'Ljava/lang/Throwable;')
                # the stack recorded for the handler has the exception already
            try:
                falls = self.step(off, name, o)
            except Trouble:
                raise
            except Exception as ex:
                raise RuntimeError('%s.%s%s @%d %s: %r' % (cf.name, self.m['name'], self.m['desc'], off, name, ex))
        self.end_label = 'L%d' % end
        if end in self.labels:
            self.emit_item(Label(self.end_label))
        if self.sync:
            self.emit_item(Label('sync_end'))
            self.emit_item(Label('sync_handler'))
            self.emit(I('move-exception', ('r', 0, 8)))
            self.emit(I('monitor-exit', ('r', self.local(0), 8)))
            self.emit(I('throw', ('r', 0, 8)))
        return self

    def step(self, off, name, o):
        cf = self.cf
        st = self.stack
        if not (name[1:6] == 'store' and len(name) <= 8 and name[0] in 'ilfda'):
            self.fix_invariant()
        if name == 'nop':
            return True
        if name == 'aconst_null':
            st.append(Entry('A', const=('null',))); return True
        if name.startswith('iconst_'):
            v = -1 if name == 'iconst_m1' else int(name[-1])
            st.append(Entry('I', const=('int', v))); return True
        if name in ('bipush', 'sipush'):
            st.append(Entry('I', const=('int', o['value']))); return True
        if name.startswith('lconst_'):
            st.append(Entry('J', const=('long', int(name[-1])))); return True
        if name.startswith('fconst_'):
            st.append(Entry('F', const=('float', struct.pack('>f', float(name[-1]))))); return True
        if name.startswith('dconst_'):
            st.append(Entry('D', const=('double', struct.pack('>d', float(name[-1]))))); return True
        if name in ('ldc', 'ldc_w', 'ldc2_w'):
            (k, d), c = ldc_entry(cf, o['cp'])
            st.append(Entry(k, const=c, desc=d)); return True
        if name[1:5] == 'load' and len(name) <= 7 and name[0] in 'ilfda':
            i = o['index'] if 'index' in o else int(name[-1])
            k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A'}[name[0]]
            lt = self.types[off][1].get(i)
            if k == 'A' and lt and lt[0] == 'U':
                k = 'U'
            st.append(Entry(k, reg=self.local(i), desc=lt[1] if lt else None)); return True
        if name[1:6] == 'store' and len(name) <= 8 and name[0] in 'ilfda':
            i = o['index'] if 'index' in o else int(name[-1])
            self.store(i)
            return True
        if name.endswith('aload') and len(name) == 6:
            arr_desc = self.types[off][0][-2][1]
            k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D', 'a': 'A', 'b': 'I', 'c': 'I', 's': 'I'}[name[0]]
            suf = {'i': '', 'l': '-wide', 'f': '', 'd': '-wide', 'a': '-object', 'c': '-char', 's': '-short'}.get(name[0])
            if name[0] == 'b':
                suf = '-boolean' if arr_desc == '[Z' else '-byte'
            n = len(st)
            ra = self.use(n - 2); ri = self.use(n - 1)
            self.pop(2)
            d = self.slot_for_push(k)
            self.produce(k, I('aget' + suf, ('r', d, 8), ('r', ra, 8), ('r', ri, 8)),
                         desc=arr_desc[1:] if (k == 'A' and arr_desc and arr_desc.startswith('[')) else None)
            return True
        if name.endswith('astore') and len(name) == 7:
            arr_desc = self.types[off][0][-3][1]
            suf = {'i': '', 'l': '-wide', 'f': '', 'd': '-wide', 'a': '-object', 'c': '-char', 's': '-short'}.get(name[0])
            if name[0] == 'b':
                suf = '-boolean' if arr_desc == '[Z' else '-byte'
            n = len(st)
            rv = self.use(n - 1); ra = self.use(n - 3); ri = self.use(n - 2)
            self.pop(3)
            self.emit(I('aput' + suf, ('r', rv, 8), ('r', ra, 8), ('r', ri, 8)))
            return True
        if name == 'pop':
            e, = self.pop(1)
            self.drop(e); return True
        if name == 'pop2':
            if words(st[-1].k) == 2:
                e, = self.pop(1); self.drop(e)
            else:
                a, b = self.pop(2); self.drop(b); self.drop(a)
            return True
        if name == 'dup':
            e = st[-1]
            if e.k != 'U':
                self.chains.pop(id(e), None)
            st.append(e.copy()); return True
        if name in ('dup_x1', 'dup_x2', 'dup2', 'dup2_x1', 'swap'):
            for e in st: self.chains.pop(id(e), None)
            if name == 'dup_x1':
                a, b = self.pop(2); st.extend([b.copy(), a, b])
            elif name == 'dup_x2':
                if words(st[-2].k) == 2:
                    a, b = self.pop(2); st.extend([b.copy(), a, b])
                else:
                    a, b, c = self.pop(3); st.extend([c.copy(), a, b, c])
            elif name == 'dup2':
                if words(st[-1].k) == 2:
                    st.append(st[-1].copy())
                else:
                    a, b = st[-2:]; st.extend([a.copy(), b.copy()])
            elif name == 'dup2_x1':
                if words(st[-1].k) == 2:
                    a, b = self.pop(2); st.extend([b.copy(), a, b])
                else:
                    a, b, c = self.pop(3); st.extend([b.copy(), c.copy(), a, b, c])
            else:
                a, b = self.pop(2); st.extend([b, a])
            self.fix_invariant()
            return True
        if name[0] in 'ilfd' and name[1:] in BINOPS:
            self.binop(name[0], name[1:]); return True
        if name[1:] == 'neg':
            k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D'}[name[0]]
            r = self.use(len(st) - 1, 4); self.pop(1)
            d = self.slot_for_push(k)
            self.produce(k, I('neg-' + TNAME[name[0]], ('r', d, 4), ('r', r, 4)))
            return True
        if name == 'iinc':
            reg = self.local(o['index'])
            self.protect_regs([reg])
            c = o['const']
            if fits(c, 8):
                self.emit(I('add-int/lit8', ('r', reg, 8), ('r', reg, 8), ('x', c)))
            else:
                self.emit(I('add-int/lit16', ('r', reg, 4), ('r', reg, 4), ('x', c)))
            return True
        if name in CONV:
            k = {'l': 'J', 'f': 'F', 'd': 'D'}.get(name[2], 'I')
            r = self.use(len(st) - 1, 4); self.pop(1)
            d = self.slot_for_push(k)
            self.produce(k, I(CONV[name], ('r', d, 4), ('r', r, 4)))
            return True
        if name in ('lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg'):
            opn = {'lcmp': 'cmp-long', 'fcmpl': 'cmpl-float', 'fcmpg': 'cmpg-float', 'dcmpl': 'cmpl-double', 'dcmpg': 'cmpg-double'}[name]
            n = len(st)
            ra = self.use(n - 2); rb = self.use(n - 1)
            self.pop(2)
            d = self.slot_for_push('I')
            self.produce('I', I(opn, ('r', d, 8), ('r', ra, 8), ('r', rb, 8)))
            return True
        if name in IFZ:
            r = self.use(len(st) - 1, 8); self.pop(1)
            self.canonicalize()
            self.emit(I(IFZ[name], ('r', r, 8), ('x', ':L%d' % o['target'])))
            return True
        if name in IF2:
            n = len(st)
            b = st[-1]
            if b.const is not None and b.const[0] in ('int', 'null') and (b.const[0] == 'null' or b.const[1] == 0):
                ra = self.use(n - 2, 8); self.pop(2)
                self.canonicalize()
                self.emit(I(IF2[name] + 'z', ('r', ra, 8), ('x', ':L%d' % o['target'])))
                return True
            ra = self.use(n - 2, 4); rb = self.use(n - 1, 4); self.pop(2)
            self.canonicalize()
            self.emit(I(IF2[name], ('r', ra, 4), ('r', rb, 4), ('x', ':L%d' % o['target'])))
            return True
        if name == 'goto':
            self.canonicalize()
            self.emit(I('goto', ('x', ':L%d' % o['target'])))
            return False
        if name in ('tableswitch', 'lookupswitch'):
            r = self.use(len(st) - 1, 8); self.pop(1)
            self.canonicalize()
            lab = '%s_%d' % ('pswitch_data' if name == 'tableswitch' else 'sswitch_data', off)
            self.emit(I('packed-switch' if name == 'tableswitch' else 'sparse-switch', ('r', r, 8), ('x', ':' + lab)))
            self.switches.append((lab, name, o))
            # default falls through in dex
            self.emit(I('goto', ('x', ':L%d' % o['default'])))
            return False
        if name.endswith('return'):
            if name == 'return':
                if self.sync: self.emit(I('monitor-exit', ('r', self.local(0), 8)))
                self.emit(I('return-void'))
            else:
                e = st[-1]
                r = self.use(len(st) - 1, 8)
                self.pop(1)
                if self.sync: self.emit(I('monitor-exit', ('r', self.local(0), 8)))
                opn = {'I': 'return', 'F': 'return', 'J': 'return-wide', 'D': 'return-wide', 'A': 'return-object'}[e.k]
                self.emit(I(opn, ('r', r, 8)))
            return False
        if name == 'athrow':
            r = self.use(len(st) - 1, 8); self.pop(1)
            self.emit(I('throw', ('r', r, 8)))
            return False
        if name in ('getstatic', 'getfield', 'putstatic', 'putfield'):
            _, c, fn, fd = cf.member(o['cp'])
            ref = '%s->%s:%s' % (cls_desc(c), fn, fd)
            k = kind(fd)
            if name == 'getstatic':
                d = self.slot_for_push(k)
                self.produce(k, I('sget' + xsuffix(fd), ('r', d, 8), ('x', ref)), desc=fd if k == 'A' else None)
            elif name == 'getfield':
                r = self.use(len(st) - 1, 4); self.pop(1)
                d = self.slot_for_push(k)
                self.produce(k, I('iget' + xsuffix(fd), ('r', d, 4), ('r', r, 4), ('x', ref)), desc=fd if k == 'A' else None)
            elif name == 'putstatic':
                r = self.use(len(st) - 1, 8); self.pop(1)
                self.emit(I('sput' + xsuffix(fd), ('r', r, 8), ('x', ref)))
            else:
                n = len(st)
                rv = self.use(n - 1, 4); ro = self.use(n - 2, 4); self.pop(2)
                self.emit(I('iput' + xsuffix(fd), ('r', rv, 4), ('r', ro, 4), ('x', ref)))
            return True
        if name == 'invokedynamic':
            self.indy(o); return True
        if name.startswith('invoke'):
            self.invoke(name, o); return True
        if name == 'new':
            d = self.slot_for_push('U')
            t = cls_desc(cf.clsname(o['cp']))
            e = self.produce('U', I('new-instance', ('r', d, 8), ('x', t)), desc=t)
            return True
        if name in ('newarray', 'anewarray'):
            t = '[' + (NEWARRAY[o['atype']] if name == 'newarray' else cls_desc(cf.clsname(o['cp'])))
            r = self.use(len(st) - 1, 4); self.pop(1)
            d = self.slot_for_push('A')
            self.produce('A', I('new-array', ('r', d, 4), ('r', r, 4), ('x', t)), desc=t)
            return True
        if name == 'arraylength':
            r = self.use(len(st) - 1, 4); self.pop(1)
            d = self.slot_for_push('I')
            self.produce('I', I('array-length', ('r', d, 4), ('r', r, 4)))
            return True
        if name == 'checkcast':
            t = cls_desc(cf.clsname(o['cp']))
            j = len(st) - 1
            e = st[j]
            shared = any(o is not e and o.reg == e.reg for o in st)
            if e.reg is None or e.reg >= self.S or shared:
                # casting a local's register in place would change the local's type: use the slot
                self.materialize(j)
            ins = I('check-cast', ('r', e.reg, 8), ('x', t))
            if e.reg >= 256:
                self.materialize(j); ins = I('check-cast', ('r', e.reg, 8), ('x', t))
            ch = self.chains.get(id(e))
            prev = self.last
            self.emit(ins)
            if ch and ch[-1][0] is prev and prev is not None:
                self.chains[id(e)] = ch + [(ins, 0)]
            else:
                self.chains.pop(id(e), None)
            e.desc = t
            return True
        if name == 'instanceof':
            t = cls_desc(cf.clsname(o['cp']))
            r = self.use(len(st) - 1, 4); self.pop(1)
            d = self.slot_for_push('I')
            self.produce('I', I('instance-of', ('r', d, 4), ('r', r, 4), ('x', t)))
            return True
        if name in ('monitorenter', 'monitorexit'):
            r = self.use(len(st) - 1, 8); self.pop(1)
            self.emit(I('monitor-enter' if name == 'monitorenter' else 'monitor-exit', ('r', r, 8)))
            return True
        raise Trouble('opcode ' + name)

    def drop(self, e):
        ch = self.chains.get(id(e))
        if ch and len(ch) == 1 and ch[0][0] is self.last and ch[0][0].op.startswith('move-result'):
            shared = any(o.reg == e.reg and o.const is None for o in self.stack)
            if not shared:
                self.out.remove(ch[0][0]); self.last = None
        self.chains.pop(id(e), None)

    def store(self, i):
        st = self.stack
        e = st[-1]
        w = words(e.k)
        reg = self.local(i)
        tregs = list(range(reg, reg + w))
        # other stack entries that read this local must move first
        others = [j for j, o in enumerate(st[:-1]) if o.reg is not None and set(range(o.reg, o.reg + words(o.k))) & set(tregs)]
        if others:
            # materializing them may emit code, which ends a retargetable chain: do the value first
            self.materialize(len(st) - 1)
            for j in others:
                self.materialize(j)
        if e.reg is None:
            self.emit(self.const_ins(e, reg))
        elif e.reg != reg:
            if not self.retarget(e, reg):
                self.emit(self.move_ins(e.k, reg, e.reg))
        self.pop(1)
        self.chains.pop(id(e), None)
        self.last = None if not self.out or not isinstance(self.out[-1], I) else self.out[-1]
        # the stored value must not be retargeted again
        self.last = None

    def binop(self, t, opn):
        st = self.stack
        k = {'i': 'I', 'l': 'J', 'f': 'F', 'd': 'D'}[t]
        n = len(st)
        a, b = st[-2], st[-1]
        name = '%s-%s' % (BINOPS[opn], TNAME[t])
        if opn in ('shl', 'shr', 'ushr') and t == 'l':
            k = 'J'
        lit = None
        if t == 'i':
            if b.const is not None and b.const[0] == 'int':
                v = b.const[1]
                if opn == 'sub':
                    v = -v; lname = 'add-int'
                else:
                    lname = name
                if opn in ('shl', 'shr', 'ushr'):
                    if fits(v, 8): lit = (lname, a, v, 8)
                elif fits(v, 8): lit = (lname, a, v, 8)
                elif fits(v, 16): lit = (lname, a, v, 16)
            elif a.const is not None and a.const[0] == 'int' and opn in ('add', 'mul', 'and', 'or', 'xor', 'sub'):
                v = a.const[1]
                lname = 'rsub-int' if opn == 'sub' else name
                if fits(v, 8): lit = (lname, b, v, 8)
                elif fits(v, 16): lit = (lname, b, v, 16)
        if lit:
            lname, src, v, bits = lit
            j = n - 2 if src is a else n - 1
            if bits == 8:
                r = self.use(j, 8)
                self.pop(2)
                d = self.slot_for_push(k)
                opx = lname + '/lit8'
                self.produce(k, I(opx, ('r', d, 8), ('r', r, 8), ('x', v)))
            else:
                r = self.use(j, 4)
                self.pop(2)
                d = self.slot_for_push(k)
                opx = lname if lname == 'rsub-int' else lname + '/lit16'
                self.produce(k, I(opx, ('r', d, 4), ('r', r, 4), ('x', v)))
            return
        ra = self.use(n - 2, 8); rb = self.use(n - 1, 8)
        self.pop(2)
        d = self.slot_for_push(k)
        self.produce(k, I('binop:' + name, ('r', d, 8), ('r', ra, 8), ('r', rb, 8)))

    def is_private(self, name, desc):
        for mm in self.cf.methods:
            if mm['name'] == name and mm['desc'] == desc:
                return bool(mm['access'] & 0x0002)
        return False

    def invoke(self, name, o):
        cf = self.cf
        typ, c, mn, md = cf.member(o['cp'])
        ps, r = parse_desc(md)
        nargs = len(ps) + (0 if name == 'invokestatic' else 1)
        n = len(self.stack)
        idx = list(range(n - nargs, n))
        own_private = c == cf.name and self.is_private(mn, md)
        if name == 'invokestatic':
            opn = 'invoke-static'
        elif name == 'invokeinterface':
            opn = 'invoke-interface'
        elif name == 'invokespecial':
            opn = 'invoke-direct' if (mn == '<init>' or own_private) else 'invoke-super'
        else:
            opn = 'invoke-direct' if own_private else 'invoke-virtual'
        ref = '%s->%s%s' % (cls_desc(c), mn, md)
        init_u = mn == '<init>' and nargs and self.stack[idx[0]].k == 'U'
        ins = self.call(opn, ref, idx, init_u)
        recv = self.stack[idx[0]] if nargs else None
        self.pop(nargs)
        if init_u:
            for e in self.stack:
                if e.k == 'U' and e.reg == recv.reg:
                    e.k = 'A'
                    if e.desc: e.desc = e.desc.split('@')[0]
                    ch = self.chains.get(id(e))
                    if ch and ins.ops[0][0] == 'regs':
                        self.chains[id(e)] = ch + [(ins, 0)]
                    else:
                        self.chains.pop(id(e), None)
        if r != 'V':
            k = kind(r)
            d = self.slot_for_push(k)
            opr = {'A': 'move-result-object', 'J': 'move-result-wide', 'D': 'move-result-wide'}.get(k, 'move-result')
            self.produce(k, I(opr, ('r', d, 8)), desc=r if k == 'A' else None)

    def call(self, opn, ref, idx, init_u=False, extra_first=None):
        """emit an invoke over stack entries idx (extra_first: a register before them)"""
        total = sum(words(self.stack[j].k) for j in idx) + (1 if extra_first is not None else 0)
        if total <= 5:
            try:
                regs = [] if extra_first is None else [extra_first]
                for j in idx:
                    rr = self.use(j, 4)
                    regs.extend(range(rr, rr + words(self.stack[j].k)))
                if all(self.phys(x) <= 15 for x in regs):
                    return self.emit(I(opn, ('regs', regs), ('x', ref)))
            except Trouble as t:
                if str(t) == 'temp':
                    raise
        # range form: arguments already in consecutive registers (a constructor forwarding its
        # parameters, as in kotlinc's DefaultConstructorMarker overloads) are used where they are
        if extra_first is None and idx:
            regs = []
            for j in idx:
                e = self.stack[j]
                if e.reg is None or e.const is not None:
                    regs = None
                    break
                regs.extend(range(e.reg, e.reg + words(e.k)))
            if regs and regs == list(range(regs[0], regs[0] + len(regs))):
                return self.emit(I(opn + '/range', ('range', regs[0], regs[-1]), ('x', ref)))
        # range form: consecutive registers
        if extra_first is not None:
            base = extra_first; nxt = base + 1; moves = []
        elif init_u:
            base = self.stack[idx[0]].reg; nxt = base + 1; moves = []; idx = idx[1:]
        else:
            base = self.depth(idx[0]); nxt = base; moves = []
        for j in idx:
            moves.append((j, nxt)); nxt += words(self.stack[j].k)
        if nxt > self.S:
            raise Trouble('temp')
        self.relocate(moves)
        if total == 0:
            return self.emit(I(opn, ('regs', []), ('x', ref)))
        return self.emit(I(opn + '/range', ('range', base, nxt - 1), ('x', ref)))

    def indy(self, o):
        cf = self.cf
        e = cf.cp[o['cp']]
        nm, desc = cf.nat(e[2])
        ps, r = parse_desc(desc)
        ref, bargs = cf.bootstrap[e[1]]
        bsm = cf.member(cf.cp[ref][2])
        n = len(self.stack)
        idx = list(range(n - len(ps), n))
        if bsm[2] == 'metafactory':
            sam = cf.utf(cf.cp[bargs[0]][1])
            hk = cf.cp[bargs[1]]
            impl = cf.member(hk[2]) + (hk[1],)
            inst = cf.utf(cf.cp[bargs[2]][1])
            lname = self.lambdas.make(cf.name, cf.source, r, nm, sam, impl, inst, ps)
            lt = 'L%s;' % lname
            if not ps:
                d = self.slot_for_push('A')
                self.produce('A', I('sget-object', ('r', d, 8), ('x', '%s->INSTANCE:%s' % (lt, lt))), desc=r)
                return
            d = self.depth(idx[0])
            capw = sum(words(self.stack[j].k) for j in idx)
            regs = []
            for j in idx:
                rr = self.use(j, 4)
                regs.extend(range(rr, rr + words(self.stack[j].k)))
            R = d
            if d in regs:
                R = d + capw
                if R >= self.S:
                    raise Trouble('temp')
            ni = self.emit(I('new-instance', ('r', R, 8), ('x', lt)))
            ctor = '%s-><init>(%s)V' % (lt, ''.join(ps))
            if capw + 1 <= 5 and self.phys(R) <= 15 and all(self.phys(x) <= 15 for x in regs):
                ci = self.emit(I('invoke-direct', ('regs', [R] + regs), ('x', ctor)))
                chain = [(ni, 0), (ci, 0)]
            else:
                # range: the new instance first, then the captures
                R2 = d + capw
                if R2 + capw + 1 > self.S:
                    raise Trouble('temp')
                raise Trouble('lambda range')
            self.pop(len(ps))
            ent = Entry('A', reg=R, desc=r)
            self.stack.append(ent)
            self.chains[id(ent)] = chain
            return
        if bsm[2] == 'makeConcatWithConstants':
            recipe = cf.utf(cf.cp[bargs[0]][1])
            consts = [cf.cp[b] for b in bargs[1:]]
            regs = []
            for j in idx:
                rr = self.use(j, 4); regs.append(rr)
            top = self.depth(len(self.stack))
            B, C = top, top + 1
            if C >= self.S:
                raise Trouble('temp')
            if self.phys(C) > 15 or any(self.phys(x) > 15 for x in regs):
                raise Trouble('concat registers')
            sb = 'Ljava/lang/StringBuilder;'
            self.emit(I('new-instance', ('r', B, 8), ('x', sb)))
            self.emit(I('invoke-direct', ('regs', [B]), ('x', sb + '-><init>()V')))
            lit = []; ai = 0; ci = 0
            def flush():
                if lit:
                    self.emit(I('const-string', ('r', C, 8), ('x', smali_str(''.join(lit)))))
                    self.emit(I('invoke-virtual', ('regs', [B, C]), ('x', sb + '->append(Ljava/lang/String;)' + sb)))
                    del lit[:]
            for ch in recipe:
                if ch == '\x01':
                    flush()
                    t = ps[ai]; rr = regs[ai]; ai += 1
                    at = {'Z': 'Z', 'C': 'C', 'B': 'I', 'S': 'I', 'I': 'I', 'J': 'J', 'F': 'F', 'D': 'D',
                          'Ljava/lang/String;': 'Ljava/lang/String;'}.get(t, 'Ljava/lang/Object;')
                    self.emit(I('invoke-virtual', ('regs', [B] + list(range(rr, rr + words(kind(t))))),
                                ('x', sb + '->append(%s)%s' % (at, sb))))
                elif ch == '\x02':
                    cst = consts[ci]; ci += 1
                    lit.append(cf.utf(cst[1]) if cst[0] == 'String' else str(cst[1]))
                else:
                    lit.append(ch)
            flush()
            self.emit(I('invoke-virtual', ('regs', [B]), ('x', sb + '->toString()Ljava/lang/String;')))
            self.pop(len(ps))
            d = self.slot_for_push('A')
            self.produce('A', I('move-result-object', ('r', d, 8)), desc='Ljava/lang/String;')
            return
        raise Trouble('bootstrap ' + bsm[2])

    # ------------------------------------------------------------ rendering
    def render(self):
        items = self.out
        # choose goto sizes
        wide = {}
        def size(x):
            if not isinstance(x, I):
                return 0
            op = x.op
            if op == 'goto':
                return wide.get(id(x), 1)
            if op == 'const':
                v = x.ops[1][1]; r = self.phys(x.ops[0][1])
                if r <= 15 and -8 <= v <= 7: return 1
                if fits(v, 16) or (v & 0xffff) == 0: return 2
                return 3
            if op == 'const-wide':
                v = x.ops[1][1]
                if fits(v, 16): return 2
                if fits(v, 32): return 3
                if v & 0xffffffffffff == 0: return 2
                return 5
            if op.startswith('move') and not op.startswith('move-result') and op != 'move-exception':
                a, b = self.phys(x.ops[0][1]), self.phys(x.ops[1][1])
                if a <= 15 and b <= 15: return 1
                if a <= 255: return 2
                return 3
            if op in ('return-void', 'return', 'return-wide', 'return-object', 'throw', 'monitor-enter',
                      'monitor-exit', 'move-result', 'move-result-wide', 'move-result-object', 'move-exception',
                      'array-length') or op.startswith('neg-') or op in CONV.values():
                return 1
            if op.startswith('binop:'):
                d, a, b = x.ops[0][1], x.ops[1][1], x.ops[2][1]
                return 1 if self.two_addr(x) else 2
            if op.startswith('invoke') or op in ('packed-switch', 'sparse-switch'):
                return 3
            return 2
        for _ in range(10):
            pos = 0; at = {}; where = {}
            for x in items:
                if isinstance(x, Label):
                    at[x.name] = pos
                where[id(x)] = pos
                pos += size(x)
            changed = False
            for x in items:
                if isinstance(x, I) and x.op == 'goto':
                    delta = at[x.ops[0][1][1:]] - where[id(x)]
                    need = 1 if fits(delta, 8) and delta != 0 else (2 if fits(delta, 16) else 3)
                    if need > wide.get(id(x), 1):
                        wide[id(x)] = need; changed = True
            if not changed:
                break
        out = []
        pending = None; cur = None
        for x in items:
            if isinstance(x, Label):
                out.append(':' + x.name)
            elif isinstance(x, Line):
                pending = x.n
            else:
                if pending is not None and pending != cur:
                    out.append('    .line %d' % pending); cur = pending
                pending = None
                out.append('    ' + self.text(x, wide))
        return out

    def used(self):
        u = set()
        for x in self.out:
            if not isinstance(x, I):
                continue
            for idx, o in enumerate(x.ops):
                if o[0] == 'r':
                    u.add(o[1])
                    if wide_operand(x.op, idx):
                        u.add(o[1] + 1)
                elif o[0] in ('regs', 'range'):
                    u.update(x.regs())
        return u

    def two_addr(self, x):
        d, a, b = self.phys(x.ops[0][1]), self.phys(x.ops[1][1]), self.phys(x.ops[2][1])
        wd = 1 if '-long' in x.op or '-double' in x.op else 0
        if d == a and d + wd <= 15 and b + wd <= 15:
            return True
        base = x.op.split(':')[1].split('-')[0]
        if d == b and base in ('add', 'mul', 'and', 'or', 'xor') and d + wd <= 15 and a + wd <= 15 and not (
                'shl' in x.op or 'shr' in x.op):
            return True
        return False

    def text(self, x, wide):
        rn = self.rname
        op = x.op
        def reg(o):
            if o[0] == 'r':
                if self.phys(o[1]) >= (1 << o[2]):
                    raise Trouble('register %d too high for %s' % (o[1], op))
                return rn(o[1])
            if o[0] == 'regs':
                if any(self.phys(r) > 15 for r in o[1]):
                    raise Trouble('register too high for %s' % op)
                return '{' + ', '.join(rn(r) for r in o[1]) + '}'
            if o[0] == 'range':
                if self.phys(o[2]) - self.phys(o[1]) != o[2] - o[1]:
                    raise Trouble('relayout %d' % o[1])
                return '{%s .. %s}' % (rn(o[1]), rn(o[2]))
            v = o[1]
            return hexlit(v) if isinstance(v, int) else v
        if op == 'goto':
            w = wide.get(id(x), 1)
            return ('goto', 'goto/16', 'goto/32')[w - 1] + ' ' + x.ops[0][1]
        if op == 'const':
            r, v = x.ops[0][1], x.ops[1][1]
            if self.phys(r) <= 15 and -8 <= v <= 7: o2 = 'const/4'
            elif fits(v, 16): o2 = 'const/16'
            elif (v & 0xffff) == 0: o2 = 'const/high16'
            else: o2 = 'const'
            return '%s %s, %s' % (o2, rn(r), hexlit(v))
        if op == 'const-wide':
            r, v = x.ops[0][1], x.ops[1][1]
            if fits(v, 16): return 'const-wide/16 %s, %s' % (rn(r), hexlit(v))
            if fits(v, 32): return 'const-wide/32 %s, %s' % (rn(r), hexlit(v))
            if v & 0xffffffffffff == 0: return 'const-wide/high16 %s, %sL' % (rn(r), hexlit(v))
            return 'const-wide %s, %sL' % (rn(r), hexlit(v))
        if op in ('move', 'move-wide', 'move-object'):
            a, b = x.ops[0][1], x.ops[1][1]
            if self.phys(a) <= 15 and self.phys(b) <= 15: o2 = op
            elif self.phys(a) <= 255: o2 = op + '/from16'
            else: o2 = op + '/16'
            return '%s %s, %s' % (o2, rn(a), rn(b))
        if op.startswith('binop:'):
            name = op.split(':')[1]
            d, a, b = x.ops[0][1], x.ops[1][1], x.ops[2][1]
            if self.two_addr(x):
                other = b if d == a else a
                return '%s/2addr %s, %s' % (name, rn(d), rn(other))
            return '%s %s, %s, %s' % (name, rn(d), rn(a), rn(b))
        return op + ' ' + ', '.join(reg(o) for o in x.ops) if x.ops else op

# ---------------------------------------------------------------- classes

def wide_operand(op, idx):
    if op.startswith(('move-wide', 'move-result-wide', 'return-wide', 'const-wide')):
        return True
    if op in ('aget-wide', 'aput-wide', 'iget-wide', 'iput-wide', 'sget-wide', 'sput-wide'):
        return idx == 0
    if op.startswith('binop:'):
        if '-long' in op or '-double' in op:
            if op.split(':')[1].split('-')[0] in ('shl', 'shr', 'ushr'):
                return idx in (0, 1)
            return True
        return False
    if op in ('neg-long', 'neg-double', 'not-long'):
        return True
    if '-to-' in op:
        a, b = op.split('-to-')
        return (idx == 1 and a in ('long', 'double')) or (idx == 0 and b in ('long', 'double'))
    if op in ('cmp-long', 'cmpl-double', 'cmpg-double'):
        return idx in (1, 2)
    return False

def const_value(cf, f):
    if 'ConstantValue' not in f['attrs']:
        return None
    i = struct.unpack('>H', f['attrs']['ConstantValue'])[0]
    e = cf.cp[i]; d = f['desc']
    if e[0] == 'String': return smali_str(cf.utf(e[1]))
    if e[0] == 'Integer':
        v = e[1]
        if d == 'Z': return 'true' if v else 'false'
        return hexlit(v)
    if e[0] == 'Long': return hexlit(e[1]) + 'L'
    if e[0] == 'Float': return repr(e[1]) + 'f'
    if e[0] == 'Double': return repr(e[1])
    return None

def method_header(m, relaxed):
    acc = m['access']
    fl = flags(acc, METHOD_FLAGS)
    if relaxed and 'private' in fl:
        fl = ['public'] + [x for x in fl if x != 'private']
    if acc & 0x0020:
        fl.append('declared-synchronized')
    if m['name'] in ('<init>', '<clinit>'):
        fl.append('constructor')
    return '.method %s %s%s' % (' '.join(fl), m['name'], m['desc']) if fl else '.method %s%s' % (m['name'], m['desc'])

def translate_class(cf, lambdas):
    """-> (header lines, list of (is_direct, sortkey, method dict, body lines or None))"""
    methods = []
    for m in cf.methods:
        body = None
        if 'code' in m:
            used = None
            seen = []
            for attempt in range(12):
                mark = len(lambdas.classes); cnt = dict(lambdas.count)
                try:
                    mx = MethodX(cf, m, lambdas, 3, used).translate()
                    rendered = mx.render()
                    payload = mx.payloads()
                except Trouble as t:
                    del lambdas.classes[mark:]; lambdas.count = cnt
                    msg = str(t)
                    if msg.startswith('relayout'):
                        used = set(used) | {int(msg.split()[1])}
                        continue
                    raise Trouble('%s.%s%s: %s' % (cf.name, m['name'], m['desc'], t))
                u = mx.used()
                body = ['    .registers %d' % mx.nregs()] + rendered + payload
                if used is not None and u <= used and (frozenset(u) in seen or u == used):
                    break
                seen.append(frozenset(u))
                del lambdas.classes[mark:]; lambdas.count = cnt
                used = u
            else:
                raise Trouble('%s.%s: no register layout' % (cf.name, m['name']))
        direct = m['name'] in ('<init>', '<clinit>') or m['access'] & (0x0008 | 0x0002)
        methods.append((bool(direct), (m['name'], m['desc']), m, body))
    return methods

SAFE = ('nop', 'aconst_null', 'bipush', 'sipush', 'ldc', 'ldc_w', 'ldc2_w', 'pop', 'pop2', 'dup', 'dup_x1',
        'dup_x2', 'dup2', 'dup2_x1', 'dup2_x2', 'swap', 'iinc', 'goto', 'lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg',
        'ireturn', 'lreturn', 'freturn', 'dreturn', 'areturn', 'return', 'tableswitch', 'lookupswitch')
def may_throw(nm):
    if nm in SAFE or nm.startswith(('iconst', 'lconst', 'fconst', 'dconst', 'if')):
        return False
    if (nm[1:5] == 'load' or nm[1:6] == 'store') and len(nm) <= 8 and nm[0] in 'ilfda':
        return False
    if nm[0] in 'ilfd' and nm[1:] in ('add', 'sub', 'mul', 'neg', 'and', 'or', 'xor', 'shl', 'shr', 'ushr'):
        return False
    if nm in CONV:
        return False
    return True

def payloads(self):
    out = []
    for lab, kind_, o in self.switches:
        out.append('')
        out.append(':' + lab)
        if kind_ == 'tableswitch':
            out.append('    .packed-switch %s' % hexlit(o['pairs'][0][0]))
            for _, t in o['pairs']:
                out.append('        :L%d' % t)
            out.append('    .end packed-switch')
        else:
            out.append('    .sparse-switch')
            for v, t in sorted(o['pairs']):
                out.append('        %s -> :L%d' % (hexlit(v), t))
            out.append('    .end sparse-switch')
    if self.sync:
        out.append('    .catchall {:sync_start .. :sync_end} :sync_handler')
    for s, e, h, t in self.code['exc']:
        if s not in self.types and h not in self.types:
            continue
        if not any(s <= off < e and off in self.types and may_throw(nm) for off, nm, _ in self.insns):
            continue  # D8 drops a try range with nothing in it that can throw
        if t:
            out.append('    .catch %s {:L%d .. :L%d} :L%d' % (cls_desc(t), s, e, h))
        else:
            out.append('    .catchall {:L%d .. :L%d} :L%d' % (s, e, h))
    return out
MethodX.payloads = payloads

def write_class(cf, methods, relax, source=None):
    L = []
    L.append('.class %s %s' % (' '.join(flags(cf.access, CLASS_FLAGS)), cls_desc(cf.name)))
    L.append('.super %s' % cls_desc(cf.super))
    src = source or cf.source
    if src:
        L.append('.source %s' % smali_str(src))
    if cf.interfaces:
        L.append(''); L.append('# interfaces')
        for i in cf.interfaces:
            L.append('.implements %s' % cls_desc(i))
    st = sorted([f for f in cf.fields if f['access'] & 0x0008], key=lambda f: f['name'])
    inst = sorted([f for f in cf.fields if not f['access'] & 0x0008], key=lambda f: f['name'])
    for title, fs in (('# static fields', st), ('# instance fields', inst)):
        if fs:
            L.append(''); L.append(title)
            for f in fs:
                cv = const_value(cf, f)
                L.append('.field %s %s:%s%s' % (' '.join(flags(f['access'], FIELD_FLAGS)), f['name'], f['desc'],
                                               (' = ' + cv) if cv is not None else ''))
            L.append('')
    for title, want in (('# direct methods', True), ('# virtual methods', False)):
        ms = sorted([x for x in methods if x[0] == want], key=lambda x: x[1])
        if not ms:
            continue
        L.append(''); L.append(title)
        for _, key, m, body in ms:
            L.append(method_header(m, (cf.name, m['name'], m['desc']) in relax))
            if body:
                L.extend(body)
            L.append('.end method')
            L.append('')
    return '\n'.join(L).rstrip('\n') + '\n'

def lambda_class(lc):
    name = lc['name']; lt = 'L%s;' % name
    caps = lc['caps']
    sp, sr = parse_desc(lc['sam_desc'])
    ip, ir = parse_desc(lc['inst_desc'])
    _, icls, iname, idesc, ikind = lc['impl']
    L = ['.class public final synthetic %s' % lt, '.super Ljava/lang/Object;', '.source "D8$$SyntheticClass"',
         '', '# interfaces', '.implements %s' % lc['iface'], '']
    if not caps:
        L += ['# static fields', '.field public static final synthetic INSTANCE:%s' % lt, '']
    else:
        L += ['# instance fields']
        for i, t in enumerate(caps):
            L.append('.field public final synthetic f$%d:%s' % (i, t))
        L.append('')
    L += ['', '# direct methods']
    if not caps:
        L += ['.method static synthetic constructor <clinit>()V', '    .registers 1',
              '    new-instance v0, %s' % lt, '    invoke-direct {v0}, %s-><init>()V' % lt,
              '    sput-object v0, %s->INSTANCE:%s' % (lt, lt), '    return-void', '.end method', '',
              '.method private synthetic constructor <init>()V', '    .registers 1',
              '    invoke-direct {p0}, Ljava/lang/Object;-><init>()V', '    return-void', '.end method', '']
    else:
        pw = sum(words(kind(t)) for t in caps)
        L += ['.method public synthetic constructor <init>(%s)V' % ''.join(caps), '    .registers %d' % (pw + 1),
              '    invoke-direct {p0}, Ljava/lang/Object;-><init>()V']
        r = 1
        for i, t in enumerate(caps):
            L.append('    iput%s p%d, p0, %s->f$%d:%s' % (xsuffix(t), r, lt, i, t)); r += words(kind(t))
        L += ['    return-void', '.end method', '']
    # the interface method
    L += ['', '# virtual methods']
    ipar, iret = parse_desc(idesc)
    if ikind != 6:
        raise Trouble('non-static lambda target')
    capw = sum(words(kind(t)) for t in caps)
    samw = sum(words(kind(t)) for t in sp)
    resw = words(kind(iret)) if iret != 'V' else 0
    UNBOX = {'I': ('Ljava/lang/Integer;', 'intValue'), 'J': ('Ljava/lang/Long;', 'longValue'),
             'Z': ('Ljava/lang/Boolean;', 'booleanValue'), 'D': ('Ljava/lang/Double;', 'doubleValue'),
             'F': ('Ljava/lang/Float;', 'floatValue'), 'B': ('Ljava/lang/Byte;', 'byteValue'),
             'S': ('Ljava/lang/Short;', 'shortValue'), 'C': ('Ljava/lang/Character;', 'charValue')}
    # argument list: ('v', n, words) locals / ('p', n, words) parameters
    args = []
    body = []
    r = 0
    for i, t in enumerate(caps):
        w = words(kind(t))
        body.append('    iget%s v%d, p0, %s->f$%d:%s' % (xsuffix(t), r, lt, i, t))
        args.append(('v', r, w)); r += w
    pr = 1
    tail = []
    for t_s, t_i, t_impl in zip(sp, ip, ipar[len(caps):]):
        w = words(kind(t_s))
        if kind(t_s) == 'A' and t_s != t_i and t_i != 'Ljava/lang/Object;':
            body.append('    check-cast p%d, %s' % (pr, t_i))
        if kind(t_s) == 'A' and kind(t_impl) != 'A':
            box, meth = UNBOX[t_impl]
            ww = words(kind(t_impl))
            body.append('    invoke-virtual {p%d}, %s->%s()%s' % (pr, box, meth, t_impl))
            body.append('    move-result%s v%d' % ('-wide' if ww == 2 else '', r))
            args.append(('v', r, ww)); r += ww
        else:
            args.append(('p', pr, w))
        pr += w
    nloc = max(r, resw, 1 if sr != 'V' else 0)
    total_regs = nloc + 1 + samw
    def num(a):
        return a[1] + (0 if a[0] == 'v' else nloc)
    flat = []
    for a in args:
        flat += [num(a) + i for i in range(a[2])]
    names = ['v%d' % x if x < nloc else 'p%d' % (x - nloc) for x in flat]
    ref = '%s->%s%s' % (cls_desc(icls), iname, idesc)
    if len(flat) <= 5 and all(n <= 15 for n in flat):
        body.append('    invoke-static {%s}, %s' % (', '.join(names), ref))
    elif flat == list(range(flat[0], flat[0] + len(flat))):
        body.append('    invoke-static/range {%s .. %s}, %s' % (names[0], names[-1], ref))
    else:
        raise Trouble('lambda needs range moves')
    if sr == 'V':
        body.append('    return-void')
    elif kind(iret) == 'A':
        body += ['    move-result-object v0', '    return-object v0']
    elif kind(sr) == 'A':
        box = {'I': 'Ljava/lang/Integer;', 'J': 'Ljava/lang/Long;', 'Z': 'Ljava/lang/Boolean;', 'D': 'Ljava/lang/Double;',
               'F': 'Ljava/lang/Float;', 'B': 'Ljava/lang/Byte;', 'S': 'Ljava/lang/Short;', 'C': 'Ljava/lang/Character;'}[iret]
        if words(kind(iret)) == 2:
            body += ['    move-result-wide v0', '    invoke-static {v0, v1}, %s->valueOf(%s)%s' % (box, iret, box)]
        else:
            body += ['    move-result v0', '    invoke-static {v0}, %s->valueOf(%s)%s' % (box, iret, box)]
        body += ['    move-result-object v0', '    return-object v0']
    else:
        body += ['    move-result%s v0' % ('-wide' if resw == 2 else ''), '    return%s v0' % ('-wide' if resw == 2 else '')]
    L += ['.method public final %s%s' % (lc['sam_name'], lc['sam_desc']), '    .registers %d' % total_regs] + body + ['.end method']
    return '\n'.join(L) + '\n'

def main(classdir, outdir, only=None):
    lambdas = Lambdas()
    files = sorted(glob.glob(os.path.join(classdir, '**', '*.class'), recursive=True))
    done = []
    for f in files:
        cf = ClassFile(open(f, 'rb').read())
        if only and cf.name not in only:
            continue
        methods = translate_class(cf, lambdas)
        done.append((cf, methods))
    relax = set()
    for lc in lambdas.classes:
        _, icls, iname, idesc, ikind = lc['impl']
        relax.add((icls, iname, idesc))
    for cf, methods in done:
        path = os.path.join(outdir, cf.name + '.smali')
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, 'w').write(write_class(cf, methods, relax))
    for lc in lambdas.classes:
        path = os.path.join(outdir, lc['name'] + '.smali')
        open(path, 'w').write(lambda_class(lc))
    print('%d classes, %d lambda classes' % (len(done), len(lambdas.classes)))

if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], set(sys.argv[3:]) or None)
