# Adds lock entries for platform-only optional packages the registry mirror does not serve
# (README, "The lockfile and npm ci"). Usage: patch-lock-optional.py package-lock.json <names...>
import json,re,sys,subprocess
path=sys.argv[1]
lock=json.load(open(path))
pk=lock['packages']
missing=sys.argv[2:]
def plat(name):
    n=name.split('/')[-1]
    os_=[o for o in ['darwin','win32','android','freebsd','linux','openharmony'] if o in n][0]
    cpu=[c for c in ['arm64','x64','ia32','arm','loong64','ppc64','riscv64','s390x'] if re.search(r'-'+c+r'(-|$)',n)][0]
    libc=None
    if os_=='linux':
        libc='musl' if 'musl' in n else 'glibc'
    return os_,cpu,libc
for name in missing:
    # find parent requiring it
    ver=None;dev=False
    for k,v in pk.items():
        od=v.get('optionalDependencies',{})
        if name in od:
            ver=od[name]; dev=v.get('dev',False); break
    os_,cpu,libc=plat(name)
    entry={"version":ver,"cpu":[cpu],"optional":True,"os":[os_]}
    if dev: entry["dev"]=True
    if libc: entry["libc"]=[libc]
    pk['node_modules/'+name]=entry
    print(name,ver,os_,cpu,libc)
lock['packages']=dict(sorted(pk.items(),key=lambda kv:(kv[0]!='',kv[0])))
json.dump(lock,open(path,'w'),indent=2)
open(path,'a').write('\n')
