"""Minimal JVM class-file reader for the k2s converter (rev117_k1)."""
import struct

class Reader:
    def __init__(self, data):
        self.d = data; self.p = 0
    def u1(self):
        v = self.d[self.p]; self.p += 1; return v
    def u2(self):
        v = struct.unpack_from('>H', self.d, self.p)[0]; self.p += 2; return v
    def u4(self):
        v = struct.unpack_from('>I', self.d, self.p)[0]; self.p += 4; return v
    def bytes(self, n):
        v = self.d[self.p:self.p + n]; self.p += n; return v

def mutf8(b):
    # modified UTF-8 -> str (handles surrogate pairs and 0xC080)
    out = []; i = 0
    while i < len(b):
        c = b[i]
        if c < 0x80:
            out.append(c); i += 1
        elif c & 0xE0 == 0xC0:
            out.append(((c & 0x1F) << 6) | (b[i+1] & 0x3F)); i += 2
        else:
            out.append(((c & 0x0F) << 12) | ((b[i+1] & 0x3F) << 6) | (b[i+2] & 0x3F)); i += 3
    # combine surrogates
    s = []; j = 0
    while j < len(out):
        u = out[j]
        if 0xD800 <= u < 0xDC00 and j + 1 < len(out) and 0xDC00 <= out[j+1] < 0xE000:
            s.append(chr(0x10000 + ((u - 0xD800) << 10) + (out[j+1] - 0xDC00))); j += 2
        else:
            s.append(chr(u)); j += 1
    return ''.join(s)

class ClassFile:
    def __init__(self, data):
        r = Reader(data)
        assert r.u4() == 0xCAFEBABE
        self.minor = r.u2(); self.major = r.u2()
        n = r.u2()
        self.cp = [None] * n
        i = 1
        while i < n:
            tag = r.u1()
            if tag == 1:
                ln = r.u2(); self.cp[i] = ('Utf8', mutf8(r.bytes(ln)))
            elif tag == 3:
                self.cp[i] = ('Integer', struct.unpack('>i', r.bytes(4))[0])
            elif tag == 4:
                self.cp[i] = ('Float', struct.unpack('>f', r.bytes(4))[0], r.d[r.p-4:r.p])
            elif tag == 5:
                self.cp[i] = ('Long', struct.unpack('>q', r.bytes(8))[0]); i += 1
            elif tag == 6:
                self.cp[i] = ('Double', struct.unpack('>d', r.bytes(8))[0], r.d[r.p-8:r.p]); i += 1
            elif tag == 7:
                self.cp[i] = ('Class', r.u2())
            elif tag == 8:
                self.cp[i] = ('String', r.u2())
            elif tag in (9, 10, 11):
                self.cp[i] = ({9: 'Field', 10: 'Method', 11: 'IMethod'}[tag], r.u2(), r.u2())
            elif tag == 12:
                self.cp[i] = ('NameAndType', r.u2(), r.u2())
            elif tag == 15:
                self.cp[i] = ('MethodHandle', r.u1(), r.u2())
            elif tag == 16:
                self.cp[i] = ('MethodType', r.u2())
            elif tag in (17, 18):
                self.cp[i] = ({17: 'Dynamic', 18: 'InvokeDynamic'}[tag], r.u2(), r.u2())
            elif tag in (19, 20):
                self.cp[i] = ('Module', r.u2())
            else:
                raise ValueError('cp tag %d' % tag)
            i += 1
        self.access = r.u2()
        self.name = self.clsname(r.u2())
        sup = r.u2()
        self.super = self.clsname(sup) if sup else None
        self.interfaces = [self.clsname(r.u2()) for _ in range(r.u2())]
        self.fields = []
        for _ in range(r.u2()):
            acc = r.u2(); nm = self.utf(r.u2()); desc = self.utf(r.u2())
            attrs = self.read_attrs(r)
            self.fields.append({'access': acc, 'name': nm, 'desc': desc, 'attrs': attrs})
        self.methods = []
        for _ in range(r.u2()):
            acc = r.u2(); nm = self.utf(r.u2()); desc = self.utf(r.u2())
            attrs = self.read_attrs(r)
            m = {'access': acc, 'name': nm, 'desc': desc, 'attrs': attrs}
            if 'Code' in attrs:
                m['code'] = self.parse_code(attrs['Code'])
            self.methods.append(m)
        self.attrs = self.read_attrs(r)
        self.source = None
        if 'SourceFile' in self.attrs:
            self.source = self.utf(struct.unpack('>H', self.attrs['SourceFile'])[0])
        self.bootstrap = []
        if 'BootstrapMethods' in self.attrs:
            br = Reader(self.attrs['BootstrapMethods'])
            for _ in range(br.u2()):
                ref = br.u2(); args = [br.u2() for _ in range(br.u2())]
                self.bootstrap.append((ref, args))

    def read_attrs(self, r):
        out = {}
        for _ in range(r.u2()):
            nm = self.utf(r.u2()); ln = r.u4(); out[nm] = r.bytes(ln)
        return out

    def parse_code(self, data):
        r = Reader(data)
        ms = r.u2(); ml = r.u2(); cl = r.u4(); code = r.bytes(cl)
        exc = []
        for _ in range(r.u2()):
            s, e, h, t = r.u2(), r.u2(), r.u2(), r.u2()
            exc.append((s, e, h, self.clsname(t) if t else None))
        attrs = self.read_attrs(r)
        lines = []
        if 'LineNumberTable' in attrs:
            lr = Reader(attrs['LineNumberTable'])
            for _ in range(lr.u2()):
                lines.append((lr.u2(), lr.u2()))
        return {'max_stack': ms, 'max_locals': ml, 'code': code, 'exc': exc, 'lines': lines}

    def utf(self, i):
        return self.cp[i][1]
    def clsname(self, i):
        return self.utf(self.cp[i][1])
    def nat(self, i):
        e = self.cp[i]
        return self.utf(e[1]), self.utf(e[2])
    def member(self, i):
        e = self.cp[i]
        cls = self.clsname(e[1]); nm, desc = self.nat(e[2])
        return e[0], cls, nm, desc
