import re,glob,sys
bad=0
for f in glob.glob(sys.argv[1]+'/**/*.smali',recursive=True):
    t=open(f).read()
    for m in re.finditer(r'\.method (.*?)\n(.*?)\.end method',t,re.S):
        r=re.search(r'\.registers (\d+)',m.group(2))
        if not r: continue
        n=int(r.group(1))
        for v in re.findall(r'\bv(\d+)\b',m.group(2)):
            if int(v)>=n: print(f,m.group(1),v,n); bad+=1
print('register-range problems:',bad)
