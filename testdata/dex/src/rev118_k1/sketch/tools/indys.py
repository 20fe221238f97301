import sys, glob, struct
sys.path.insert(0, '/work/main/testdata/dex/src/rev118_k1/sketch/tools')
from classfile import ClassFile
def mh(cf, i):
    e = cf.cp[i]
    kind = e[1]; ref = cf.member(e[2])
    return kind, ref
for f in sorted(glob.glob(sys.argv[1] + '/**/*.class', recursive=True)):
    cf = ClassFile(open(f, 'rb').read())
    for ref, args in cf.bootstrap:
        k, r = mh(cf, ref)
        a = []
        for x in args:
            e = cf.cp[x]
            if e[0] == 'MethodHandle': a.append(('MH',) + mh(cf, x))
            elif e[0] == 'MethodType': a.append(('MT', cf.utf(e[1])))
            elif e[0] == 'String': a.append(('S', cf.utf(e[1])))
            else: a.append(e)
        print(cf.name, r[2], a)
