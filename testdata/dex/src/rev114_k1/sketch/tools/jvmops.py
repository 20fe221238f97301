"""JVM opcode table and decoder."""
import struct

OPS = {}
def _op(code, name, fmt=''):
    OPS[code] = (name, fmt)

for i, n in enumerate(['nop', 'aconst_null', 'iconst_m1', 'iconst_0', 'iconst_1', 'iconst_2', 'iconst_3', 'iconst_4',
                       'iconst_5', 'lconst_0', 'lconst_1', 'fconst_0', 'fconst_1', 'fconst_2', 'dconst_0', 'dconst_1']):
    _op(i, n)
_op(0x10, 'bipush', 'b'); _op(0x11, 'sipush', 's'); _op(0x12, 'ldc', 'B'); _op(0x13, 'ldc_w', 'S'); _op(0x14, 'ldc2_w', 'S')
for base, t in ((0x15, 'i'), (0x16, 'l'), (0x17, 'f'), (0x18, 'd'), (0x19, 'a')):
    _op(base, t + 'load', 'L')
for k, t in enumerate('ilfda'):
    for j in range(4):
        _op(0x1a + k * 4 + j, '%sload_%d' % (t, j))
for i, n in enumerate(['iaload', 'laload', 'faload', 'daload', 'aaload', 'baload', 'caload', 'saload']):
    _op(0x2e + i, n)
for base, t in ((0x36, 'i'), (0x37, 'l'), (0x38, 'f'), (0x39, 'd'), (0x3a, 'a')):
    _op(base, t + 'store', 'L')
for k, t in enumerate('ilfda'):
    for j in range(4):
        _op(0x3b + k * 4 + j, '%sstore_%d' % (t, j))
for i, n in enumerate(['iastore', 'lastore', 'fastore', 'dastore', 'aastore', 'bastore', 'castore', 'sastore',
                       'pop', 'pop2', 'dup', 'dup_x1', 'dup_x2', 'dup2', 'dup2_x1', 'dup2_x2', 'swap',
                       'iadd', 'ladd', 'fadd', 'dadd', 'isub', 'lsub', 'fsub', 'dsub', 'imul', 'lmul', 'fmul', 'dmul',
                       'idiv', 'ldiv', 'fdiv', 'ddiv', 'irem', 'lrem', 'frem', 'drem', 'ineg', 'lneg', 'fneg', 'dneg',
                       'ishl', 'lshl', 'ishr', 'lshr', 'iushr', 'lushr', 'iand', 'land', 'ior', 'lor', 'ixor', 'lxor']):
    _op(0x4f + i, n)
_op(0x84, 'iinc', 'iinc')
for i, n in enumerate(['i2l', 'i2f', 'i2d', 'l2i', 'l2f', 'l2d', 'f2i', 'f2l', 'f2d', 'd2i', 'd2l', 'd2f', 'i2b', 'i2c', 'i2s',
                       'lcmp', 'fcmpl', 'fcmpg', 'dcmpl', 'dcmpg']):
    _op(0x85 + i, n)
for i, n in enumerate(['ifeq', 'ifne', 'iflt', 'ifge', 'ifgt', 'ifle', 'if_icmpeq', 'if_icmpne', 'if_icmplt', 'if_icmpge',
                       'if_icmpgt', 'if_icmple', 'if_acmpeq', 'if_acmpne', 'goto', 'jsr']):
    _op(0x99 + i, n, 'br2')
_op(0xa9, 'ret', 'L'); _op(0xaa, 'tableswitch', 'table'); _op(0xab, 'lookupswitch', 'lookup')
for i, n in enumerate(['ireturn', 'lreturn', 'freturn', 'dreturn', 'areturn', 'return']):
    _op(0xac + i, n)
for i, n in enumerate(['getstatic', 'putstatic', 'getfield', 'putfield', 'invokevirtual', 'invokespecial', 'invokestatic']):
    _op(0xb2 + i, n, 'S')
_op(0xb9, 'invokeinterface', 'iface'); _op(0xba, 'invokedynamic', 'indy'); _op(0xbb, 'new', 'S')
_op(0xbc, 'newarray', 'B'); _op(0xbd, 'anewarray', 'S'); _op(0xbe, 'arraylength'); _op(0xbf, 'athrow')
_op(0xc0, 'checkcast', 'S'); _op(0xc1, 'instanceof', 'S'); _op(0xc2, 'monitorenter'); _op(0xc3, 'monitorexit')
_op(0xc4, 'wide', 'wide'); _op(0xc5, 'multianewarray', 'multi'); _op(0xc6, 'ifnull', 'br2'); _op(0xc7, 'ifnonnull', 'br2')
_op(0xc8, 'goto_w', 'br4')


class Insn:
    __slots__ = ('off', 'name', 'args', 'length')

    def __init__(self, off, name, args, length):
        self.off, self.name, self.args, self.length = off, name, args, length

    def __repr__(self):
        return '%d:%s%r' % (self.off, self.name, self.args)


def decode(code):
    out = []
    p = 0
    n = len(code)
    while p < n:
        off = p
        op = code[p]; p += 1
        name, fmt = OPS[op]
        args = ()
        if fmt == 'b':
            args = (struct.unpack('>b', code[p:p + 1])[0],); p += 1
        elif fmt == 's':
            args = (struct.unpack('>h', code[p:p + 2])[0],); p += 2
        elif fmt == 'B':
            args = (code[p],); p += 1
        elif fmt == 'S':
            args = (struct.unpack('>H', code[p:p + 2])[0],); p += 2
        elif fmt == 'L':
            args = (code[p],); p += 1
        elif fmt == 'iinc':
            args = (code[p], struct.unpack('>b', code[p + 1:p + 2])[0]); p += 2
        elif fmt == 'br2':
            args = (off + struct.unpack('>h', code[p:p + 2])[0],); p += 2
        elif fmt == 'br4':
            args = (off + struct.unpack('>i', code[p:p + 4])[0],); p += 4
        elif fmt == 'iface':
            args = (struct.unpack('>H', code[p:p + 2])[0],); p += 4
        elif fmt == 'indy':
            args = (struct.unpack('>H', code[p:p + 2])[0],); p += 4
        elif fmt == 'multi':
            args = (struct.unpack('>H', code[p:p + 2])[0], code[p + 2]); p += 3
        elif fmt == 'table':
            while p % 4:
                p += 1
            default, low, high = struct.unpack('>iii', code[p:p + 12]); p += 12
            targets = []
            for k in range(high - low + 1):
                targets.append(off + struct.unpack('>i', code[p:p + 4])[0]); p += 4
            args = (off + default, low, targets)
        elif fmt == 'lookup':
            while p % 4:
                p += 1
            default, npairs = struct.unpack('>ii', code[p:p + 8]); p += 8
            pairs = []
            for k in range(npairs):
                key, t = struct.unpack('>ii', code[p:p + 8]); p += 8
                pairs.append((key, off + t))
            args = (off + default, pairs)
        elif fmt == 'wide':
            op2 = code[p]; p += 1
            name2, _ = OPS[op2]
            idx = struct.unpack('>H', code[p:p + 2])[0]; p += 2
            if name2 == 'iinc':
                c = struct.unpack('>h', code[p:p + 2])[0]; p += 2
                name, args = 'iinc', (idx, c)
            else:
                name, args = name2, (idx,)
        # normalise xload_n / xstore_n
        if name[1:6] in ('load_', 'store') and '_' in name and name not in ('iastore', 'lastore'):
            pass
        for kind in ('load', 'store'):
            if name[1:1 + len(kind) + 1] == kind + '_':
                args = (int(name[-1]),)
                name = name[0] + kind
        out.append(Insn(off, name, args, p - off))
    return out
