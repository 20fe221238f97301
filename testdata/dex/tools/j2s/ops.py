# JVM opcode table: code -> (name, operand format)
OPS = {}
def op(code, name, fmt=''):
    OPS[code] = (name, fmt)
names = """nop aconst_null iconst_m1 iconst_0 iconst_1 iconst_2 iconst_3 iconst_4 iconst_5 lconst_0 lconst_1
fconst_0 fconst_1 fconst_2 dconst_0 dconst_1""".split()
for i, n in enumerate(names): op(i, n)
op(0x10, 'bipush', 'b'); op(0x11, 'sipush', 'h'); op(0x12, 'ldc', 'B'); op(0x13, 'ldc_w', 'H'); op(0x14, 'ldc2_w', 'H')
for i, n in enumerate('iload lload fload dload aload'.split()): op(0x15 + i, n, 'B')
for t, base in zip('ilfda', range(0x1a, 0x2e, 4)):
    for k in range(4): op(base + k, '%sload_%d' % (t, k))
for i, n in enumerate('iaload laload faload daload aaload baload caload saload'.split()): op(0x2e + i, n)
for i, n in enumerate('istore lstore fstore dstore astore'.split()): op(0x36 + i, n, 'B')
for t, base in zip('ilfda', range(0x3b, 0x4f, 4)):
    for k in range(4): op(base + k, '%sstore_%d' % (t, k))
for i, n in enumerate('iastore lastore fastore dastore aastore bastore castore sastore'.split()): op(0x4f + i, n)
for i, n in enumerate('pop pop2 dup dup_x1 dup_x2 dup2 dup2_x1 dup2_x2 swap'.split()): op(0x57 + i, n)
ar = """iadd ladd fadd dadd isub lsub fsub dsub imul lmul fmul dmul idiv ldiv fdiv ddiv irem lrem frem drem
ineg lneg fneg dneg ishl lshl ishr lshr iushr lushr iand land ior lor ixor lxor""".split()
for i, n in enumerate(ar): op(0x60 + i, n)
op(0x84, 'iinc', 'iinc')
cv = 'i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s'.split()
for i, n in enumerate(cv): op(0x85 + i, n)
for i, n in enumerate('lcmp fcmpl fcmpg dcmpl dcmpg'.split()): op(0x94 + i, n)
br = 'ifeq ifne iflt ifge ifgt ifle if_icmpeq if_icmpne if_icmplt if_icmpge if_icmpgt if_icmple if_acmpeq if_acmpne goto jsr'.split()
for i, n in enumerate(br): op(0x99 + i, n, 'o2')
op(0xa9, 'ret', 'B'); op(0xaa, 'tableswitch', 'ts'); op(0xab, 'lookupswitch', 'ls')
for i, n in enumerate('ireturn lreturn freturn dreturn areturn return'.split()): op(0xac + i, n)
for i, n in enumerate('getstatic putstatic getfield putfield invokevirtual invokespecial invokestatic'.split()): op(0xb2 + i, n, 'H')
op(0xb9, 'invokeinterface', 'ii'); op(0xba, 'invokedynamic', 'id'); op(0xbb, 'new', 'H'); op(0xbc, 'newarray', 'B')
op(0xbd, 'anewarray', 'H'); op(0xbe, 'arraylength'); op(0xbf, 'athrow'); op(0xc0, 'checkcast', 'H'); op(0xc1, 'instanceof', 'H')
op(0xc2, 'monitorenter'); op(0xc3, 'monitorexit'); op(0xc4, 'wide', 'wide'); op(0xc5, 'multianewarray', 'ma')
op(0xc6, 'ifnull', 'o2'); op(0xc7, 'ifnonnull', 'o2'); op(0xc8, 'goto_w', 'o4')

class Ins:
    def __init__(self, pc, name, a=None, b=None):
        self.pc = pc; self.name = name; self.a = a; self.b = b
    def __repr__(self): return '%d:%s %r %r' % (self.pc, self.name, self.a, self.b)

def s1(b): return b - 256 if b > 127 else b
def s2(b, p): v = (b[p] << 8) | b[p+1]; return v - 65536 if v > 32767 else v
def s4(b, p):
    v = (b[p] << 24) | (b[p+1] << 16) | (b[p+2] << 8) | b[p+3]
    return v - (1 << 32) if v >= (1 << 31) else v

def decode(code):
    out = []; p = 0
    while p < len(code):
        pc = p; c = code[p]; name, fmt = OPS[c]; p += 1
        if fmt == '': ins = Ins(pc, name)
        elif fmt == 'b': ins = Ins(pc, name, s1(code[p])); p += 1
        elif fmt == 'B': ins = Ins(pc, name, code[p]); p += 1
        elif fmt == 'h': ins = Ins(pc, name, s2(code, p)); p += 2
        elif fmt == 'H': ins = Ins(pc, name, (code[p] << 8) | code[p+1]); p += 2
        elif fmt == 'o2': ins = Ins(pc, name, pc + s2(code, p)); p += 2
        elif fmt == 'o4': ins = Ins(pc, 'goto', pc + s4(code, p)); p += 4
        elif fmt == 'iinc': ins = Ins(pc, name, code[p], s1(code[p+1])); p += 2
        elif fmt == 'ii': ins = Ins(pc, name, (code[p] << 8) | code[p+1]); p += 4
        elif fmt == 'id': ins = Ins(pc, name, (code[p] << 8) | code[p+1]); p += 4
        elif fmt == 'ma': ins = Ins(pc, name, (code[p] << 8) | code[p+1], code[p+2]); p += 3
        elif fmt == 'ts':
            while p % 4: p += 1
            d = s4(code, p); lo = s4(code, p+4); hi = s4(code, p+8); p += 12
            tg = []
            for i in range(hi - lo + 1): tg.append(pc + s4(code, p)); p += 4
            ins = Ins(pc, name, pc + d, (lo, tg))
        elif fmt == 'ls':
            while p % 4: p += 1
            d = s4(code, p); n = s4(code, p+4); p += 8
            pairs = []
            for i in range(n): pairs.append((s4(code, p), pc + s4(code, p+4))); p += 8
            ins = Ins(pc, name, pc + d, pairs)
        elif fmt == 'wide':
            c2 = code[p]; n2 = OPS[c2][0]; p += 1
            idx = (code[p] << 8) | code[p+1]; p += 2
            if n2 == 'iinc':
                v = s2(code, p); p += 2; ins = Ins(pc, 'iinc', idx, v)
            else: ins = Ins(pc, n2, idx)
        else: raise Exception(fmt)
        out.append(ins)
    return out
