import sys, glob, re
bad = 0
for f in glob.glob(sys.argv[1] + '/**/*.smali', recursive=True):
    text = open(f).read()
    for m in re.finditer(r'\.method (.*?)\n(.*?)\.end method', text, re.S):
        body = m.group(2).split('\n')
        handlers = set(re.findall(r'\.catch(?:all)?[^}]*\}\s*(:\S+)', m.group(2)))
        ins = [l.strip() for l in body if l.strip() and not l.strip().startswith('.line') and not l.strip().startswith('.registers')]
        for i, l in enumerate(ins):
            if l in handlers:
                j = i + 1
                while j < len(ins) and ins[j].startswith(':'): j += 1
                if not ins[j].startswith('move-exception'):
                    print(f, m.group(1), 'handler', l, 'starts with', ins[j]); bad += 1
                k = i - 1
                while k >= 0 and ins[k].startswith(':'): k -= 1
                if k >= 0 and not re.match(r'(goto|return|throw|packed-switch|sparse-switch)', ins[k]):
                    print(f, m.group(1), 'falls into handler', l, 'after', ins[k]); bad += 1
            if l.startswith('move-exception'):
                k = i - 1
                labs = []
                while k >= 0 and ins[k].startswith(':'): labs.append(ins[k]); k -= 1
                if not set(labs) & handlers:
                    print(f, m.group(1), 'move-exception outside handler start'); bad += 1
            if l.startswith('move-result'):
                if not ins[i-1].startswith('invoke') and not ins[i-1].startswith('filled-new-array'):
                    print(f, m.group(1), 'move-result after', ins[i-1]); bad += 1
print('problems:', bad)
