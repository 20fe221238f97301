import struct

class CP:
    def __init__(self):
        self.e = [None]
    def utf(self, i): return self.e[i][1]
    def cls(self, i): return self.utf(self.e[i][1])
    def nat(self, i):
        t = self.e[i]; return self.utf(t[1]), self.utf(t[2])
    def ref(self, i):
        t = self.e[i]
        c = self.cls(t[1]); n, d = self.nat(t[2])
        return t[0], c, n, d

class R:
    def __init__(self, b): self.b = b; self.p = 0
    def u1(self): v = self.b[self.p]; self.p += 1; return v
    def u2(self): v = struct.unpack('>H', self.b[self.p:self.p+2])[0]; self.p += 2; return v
    def u4(self): v = struct.unpack('>I', self.b[self.p:self.p+4])[0]; self.p += 4; return v
    def bytes(self, n): v = self.b[self.p:self.p+n]; self.p += n; return v

def mutf8(b):
    out = []
    i = 0
    while i < len(b):
        c = b[i]
        if c < 0x80: out.append(chr(c)); i += 1
        elif (c & 0xe0) == 0xc0:
            out.append(chr(((c & 0x1f) << 6) | (b[i+1] & 0x3f))); i += 2
        else:
            out.append(chr(((c & 0x0f) << 12) | ((b[i+1] & 0x3f) << 6) | (b[i+2] & 0x3f))); i += 3
    s = ''.join(out)
    # combine surrogate pairs
    return s.encode('utf-16', 'surrogatepass').decode('utf-16')

class Method:
    pass

class ClassFile:
    def __init__(self, path):
        r = R(open(path, 'rb').read())
        assert r.u4() == 0xCAFEBABE
        r.u2(); r.u2()
        cp = CP(); n = r.u2(); i = 1
        while i < n:
            tag = r.u1()
            if tag == 1: cp.e.append(('Utf8', mutf8(r.bytes(r.u2()))))
            elif tag == 3: cp.e.append(('Integer', struct.unpack('>i', r.bytes(4))[0]))
            elif tag == 4: cp.e.append(('Float', struct.unpack('>f', r.bytes(4))[0], None))
            elif tag == 5: cp.e.append(('Long', struct.unpack('>q', r.bytes(8))[0])); cp.e.append(None); i += 1
            elif tag == 6: cp.e.append(('Double', struct.unpack('>d', r.bytes(8))[0])); cp.e.append(None); i += 1
            elif tag == 7: cp.e.append(('Class', r.u2()))
            elif tag == 8: cp.e.append(('String', r.u2()))
            elif tag in (9, 10, 11): cp.e.append(({9: 'Field', 10: 'Method', 11: 'IMethod'}[tag], r.u2(), r.u2()))
            elif tag == 12: cp.e.append(('NAT', r.u2(), r.u2()))
            elif tag == 15: cp.e.append(('MH', r.u1(), r.u2()))
            elif tag == 16: cp.e.append(('MT', r.u2()))
            elif tag in (17, 18): cp.e.append(({17: 'Dynamic', 18: 'Indy'}[tag], r.u2(), r.u2()))
            elif tag in (19, 20): cp.e.append(('Mod', r.u2()))
            else: raise Exception('cp tag %d' % tag)
            i += 1
        self.cp = cp
        self.access = r.u2()
        self.name = cp.cls(r.u2())
        s = r.u2(); self.super = cp.cls(s) if s else None
        self.interfaces = [cp.cls(r.u2()) for _ in range(r.u2())]
        self.fields = []
        for _ in range(r.u2()):
            acc = r.u2(); nm = cp.utf(r.u2()); d = cp.utf(r.u2())
            attrs = self.attrs(r)
            cv = None
            if 'ConstantValue' in attrs:
                cv = cp.e[struct.unpack('>H', attrs['ConstantValue'])[0]]
            self.fields.append((acc, nm, d, cv))
        self.methods = []
        for _ in range(r.u2()):
            m = Method()
            m.access = r.u2(); m.name = cp.utf(r.u2()); m.desc = cp.utf(r.u2())
            attrs = self.attrs(r)
            m.code = None
            if 'Code' in attrs:
                m.code = self.code(attrs['Code'])
            self.methods.append(m)
        attrs = self.attrs(r)
        self.source = None
        if 'SourceFile' in attrs:
            self.source = cp.utf(struct.unpack('>H', attrs['SourceFile'])[0])
        self.bsm = []
        if 'BootstrapMethods' in attrs:
            rr = R(attrs['BootstrapMethods'])
            for _ in range(rr.u2()):
                mh = rr.u2(); args = [rr.u2() for _ in range(rr.u2())]
                self.bsm.append((mh, args))
        self.inner = []
        if 'InnerClasses' in attrs:
            rr = R(attrs['InnerClasses'])
            for _ in range(rr.u2()):
                ic, oc, nm, acc = rr.u2(), rr.u2(), rr.u2(), rr.u2()
                self.inner.append((cp.cls(ic), cp.cls(oc) if oc else None, cp.utf(nm) if nm else None, acc))

    def attrs(self, r):
        d = {}
        for _ in range(r.u2()):
            nm = self.cp.utf(r.u2()); ln = r.u4(); d[nm] = r.bytes(ln)
        return d

    def code(self, b):
        r = R(b)
        c = Method()
        c.max_stack = r.u2(); c.max_locals = r.u2()
        c.bytecode = r.bytes(r.u4())
        c.exc = []
        for _ in range(r.u2()):
            s, e, h, t = r.u2(), r.u2(), r.u2(), r.u2()
            c.exc.append((s, e, h, self.cp.cls(t) if t else None))
        attrs = self.attrs(r)
        c.lines = []
        if 'LineNumberTable' in attrs:
            rr = R(attrs['LineNumberTable'])
            for _ in range(rr.u2()):
                c.lines.append((rr.u2(), rr.u2()))
        return c
