"""Minimal JVM class-file reader (constant pool, fields, methods, Code, LineNumberTable,
SourceFile, ConstantValue, BootstrapMethods)."""
import struct


class Reader:
    def __init__(self, data):
        self.d = data
        self.p = 0

    def u1(self):
        v = self.d[self.p]; self.p += 1; return v

    def u2(self):
        v = struct.unpack('>H', self.d[self.p:self.p + 2])[0]; self.p += 2; return v

    def u4(self):
        v = struct.unpack('>I', self.d[self.p:self.p + 4])[0]; self.p += 4; return v

    def bytes(self, n):
        v = self.d[self.p:self.p + n]; self.p += n; return v


def decode_mutf8(b):
    out = []
    i = 0
    while i < len(b):
        c = b[i]
        if c < 0x80:
            out.append(c); i += 1
        elif (c & 0xE0) == 0xC0:
            out.append(((c & 0x1F) << 6) | (b[i + 1] & 0x3F)); i += 2
        else:
            out.append(((c & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6) | (b[i + 2] & 0x3F)); i += 3
    # combine surrogates
    s = []
    j = 0
    while j < len(out):
        u = out[j]
        if 0xD800 <= u < 0xDC00 and j + 1 < len(out) and 0xDC00 <= out[j + 1] < 0xE000:
            s.append(chr(0x10000 + ((u - 0xD800) << 10) + (out[j + 1] - 0xDC00))); j += 2
        else:
            s.append(chr(u)); j += 1
    return ''.join(s)


class ClassFile:
    def __init__(self, data):
        r = Reader(data)
        assert r.u4() == 0xCAFEBABE
        r.u2(); self.major = r.u2()
        n = r.u2()
        self.cp = [None] * n
        i = 1
        while i < n:
            tag = r.u1()
            if tag == 1:
                ln = r.u2(); self.cp[i] = ('Utf8', decode_mutf8(r.bytes(ln)))
            elif tag == 3:
                v = struct.unpack('>i', r.bytes(4))[0]; self.cp[i] = ('Integer', v)
            elif tag == 4:
                raw = r.u4(); self.cp[i] = ('Float', raw)
            elif tag == 5:
                v = struct.unpack('>q', r.bytes(8))[0]; self.cp[i] = ('Long', v); i += 1
            elif tag == 6:
                raw = struct.unpack('>Q', r.bytes(8))[0]; self.cp[i] = ('Double', raw); i += 1
            elif tag == 7:
                self.cp[i] = ('Class', r.u2())
            elif tag == 8:
                self.cp[i] = ('String', r.u2())
            elif tag in (9, 10, 11):
                self.cp[i] = ({9: 'Fieldref', 10: 'Methodref', 11: 'InterfaceMethodref'}[tag], r.u2(), r.u2())
            elif tag == 12:
                self.cp[i] = ('NameAndType', r.u2(), r.u2())
            elif tag == 15:
                self.cp[i] = ('MethodHandle', r.u1(), r.u2())
            elif tag == 16:
                self.cp[i] = ('MethodType', r.u2())
            elif tag == 17:
                self.cp[i] = ('Dynamic', r.u2(), r.u2())
            elif tag == 18:
                self.cp[i] = ('InvokeDynamic', r.u2(), r.u2())
            elif tag in (19, 20):
                self.cp[i] = ('Module', r.u2())
            else:
                raise ValueError('cp tag %d' % tag)
            i += 1
        self.access = r.u2()
        self.this = self.class_name(r.u2())
        sup = r.u2()
        self.super = self.class_name(sup) if sup else None
        self.interfaces = [self.class_name(r.u2()) for _ in range(r.u2())]
        self.fields = []
        for _ in range(r.u2()):
            acc = r.u2(); name = self.utf8(r.u2()); desc = self.utf8(r.u2())
            attrs = self.read_attrs(r)
            cv = None
            if 'ConstantValue' in attrs:
                cv = self.cp[struct.unpack('>H', attrs['ConstantValue'])[0]]
            self.fields.append({'access': acc, 'name': name, 'desc': desc, 'const': cv})
        self.methods = []
        for _ in range(r.u2()):
            acc = r.u2(); name = self.utf8(r.u2()); desc = self.utf8(r.u2())
            attrs = self.read_attrs(r)
            code = self.parse_code(attrs['Code']) if 'Code' in attrs else None
            self.methods.append({'access': acc, 'name': name, 'desc': desc, 'code': code})
        attrs = self.read_attrs(r)
        self.source = self.utf8(struct.unpack('>H', attrs['SourceFile'])[0]) if 'SourceFile' in attrs else None
        self.bootstrap = []
        if 'BootstrapMethods' in attrs:
            br = Reader(attrs['BootstrapMethods'])
            for _ in range(br.u2()):
                mh = br.u2()
                args = [br.u2() for _ in range(br.u2())]
                self.bootstrap.append((mh, args))

    def utf8(self, i):
        t = self.cp[i]; assert t[0] == 'Utf8'; return t[1]

    def class_name(self, i):
        return self.utf8(self.cp[i][1])

    def read_attrs(self, r):
        out = {}
        for _ in range(r.u2()):
            name = self.utf8(r.u2()); ln = r.u4(); out[name] = r.bytes(ln)
        return out

    def parse_code(self, data):
        r = Reader(data)
        max_stack = r.u2(); max_locals = r.u2()
        code = r.bytes(r.u4())
        exc = []
        for _ in range(r.u2()):
            s = r.u2(); e = r.u2(); h = r.u2(); t = r.u2()
            exc.append((s, e, h, self.class_name(t) if t else None))
        attrs = self.read_attrs(r)
        lines = []
        if 'LineNumberTable' in attrs:
            lr = Reader(attrs['LineNumberTable'])
            for _ in range(lr.u2()):
                lines.append((lr.u2(), lr.u2()))
        return {'max_stack': max_stack, 'max_locals': max_locals, 'code': code, 'exc': exc, 'lines': lines}

    def ref(self, i):
        """(owner, name, desc) of a Field/Method/InterfaceMethod ref."""
        t = self.cp[i]
        owner = self.class_name(t[1])
        nt = self.cp[t[2]]
        return owner, self.utf8(nt[1]), self.utf8(nt[2])
