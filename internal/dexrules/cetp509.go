package dexrules

import (
	"slices"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP509", checkV1AuthorizeIntent) }

// checkV1AuthorizeIntent reports a put of v1's authorize_intent key in code
// reachable from the tool providers' entry points when that code answers
// v2: the app advertises only v2, or the same method also puts a v2-only
// key (resolution, resume_token) on that response on a path through the
// put. A dual-stack provider may still put it in its v1 answers, such as
// the other side of a branch on protocol_version.
func checkV1AuthorizeIntent(p *DexPass) {
	prog := p.Program
	v1 := p.advertisesV1()
	mentions := keyStrings(prog, p.EntryReach(), func(s string) bool { return s == cetp.KeyAuthorizeIntentV1 })
	done := map[*dex.Method]bool{}
	for _, c := range mentions {
		m := c.Method
		if done[m] {
			continue
		}
		done[m] = true
		v2Keys := methodKeyStrings(prog, m, func(s string) bool {
			return s == cetp.KeyResolution || s == cetp.KeyResumeToken
		})
		if v1 && len(v2Keys) == 0 {
			continue
		}
		why := "the app advertises only CETP v2"
		if len(v2Keys) > 0 {
			why = "the same method puts the v2 key " + strconv.Quote(v2Keys[0].Value)
		}
		a, err := prog.Analyze(m)
		if err != nil || a == nil {
			continue // the limit is reported as a note
		}
		puts := keyPuts(prog, m, a)
		var v2Puts []keyPut
		for _, kp := range puts {
			if kp.key == cetp.KeyResolution || kp.key == cetp.KeyResumeToken {
				v2Puts = append(v2Puts, kp)
			}
		}
		// A dual-stack provider: the v2 keys prove a v2 answer only where
		// they go on the same response on one path as authorize_intent
		// (not on the other side of a protocol_version branch). v2 keys
		// the method names but does not put itself (a helper, pairs) are
		// taken as that proof, as before.
		var g *insnGraph
		if v1 && len(v2Puts) > 0 {
			g = newInsnGraph(a.Result)
		}
		for _, kp := range puts {
			if kp.key != cetp.KeyAuthorizeIntentV1 {
				continue
			}
			if g != nil {
				var with *keyPut
				for i := range v2Puts {
					if samePath(g, kp, v2Puts[i]) {
						with = &v2Puts[i]
						break
					}
				}
				if with == nil {
					continue
				}
				why = "the same method puts the v2 key " + strconv.Quote(with.key) + " on that response"
			}
			p.Report(DexAt{Method: m, Addr: kp.addr, Call: kp.call},
				"%s puts v1's %q key with %s in a v2 answer (%s): v2 Consumers must get a resolution PendingIntent with a resume_token instead (§4.3)",
				Short(m), cetp.KeyAuthorizeIntentV1, callName(kp.put), why)
		}
	}
}

// keyPut is a Bundle put of a constant key in one method.
type keyPut struct {
	addr uint32 // the put, or the pair a bundleOf puts
	call *program.Call
	put  *dex.MethodRef // the put, or the bundleOf putting the pair
	key  string
	objs []uint32 // the Bundles it may put on (none known: any)
}

// keyPuts returns m's Bundle puts of constant keys: the put calls, and
// the pairs of a bundleOf("k" to v, …) or JSONObject(mapOf(…)), placed at
// the pair (where the key is written) and on the object the call builds.
func keyPuts(prog *program.Program, m *dex.Method, a *program.Analysis) []keyPut {
	var out []keyPut
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !in.IsInvoke() {
			return
		}
		call := callAt(prog, m, in.Addr)
		if call == nil {
			return
		}
		if _, ok := program.IsBundlePut(call.Ref.Class, call.Ref.Name, call.Ref.Params); !ok {
			return
		}
		args := regflow.Args(st, in, call.Ref, false)
		if len(args) < 2 {
			return
		}
		var objs []uint32
		if args[0].Exact() {
			objs = objKeys(args[0])
		}
		for _, x := range args[1].Alts {
			if x.Kind == regflow.Str {
				out = append(out, keyPut{addr: in.Addr, call: call, put: call.Ref, key: x.Str, objs: objs})
			}
		}
	})
	pairs, _ := prog.PairPuts(m, a) // a pair search's cuts are 508's notes
	for _, pp := range pairs {
		objs := []uint32{pp.Build.Addr}
		if !pp.Object.IsUndefined() {
			objs = objKeys(pp.Object)
		}
		for _, x := range pp.Key.Alts {
			if x.Kind == regflow.Str {
				out = append(out, keyPut{addr: pp.Pair.Addr, call: pp.Pair, put: pp.Build.Ref, key: x.Str, objs: objs})
			}
		}
	}
	return out
}

// samePath reports whether two puts may go on one response on one path:
// their Bundles may be the same and one may run after the other.
func samePath(g *insnGraph, a, b keyPut) bool {
	if len(a.objs) > 0 && len(b.objs) > 0 {
		shared := false
		for _, o := range a.objs {
			if slices.Contains(b.objs, o) {
				shared = true
			}
		}
		if !shared {
			return false
		}
	}
	return reaches(g, a.addr, b.addr) || reaches(g, b.addr, a.addr)
}

// reaches reports whether the instruction at to may run after the one at
// from.
func reaches(g *insnGraph, from, to uint32) bool {
	i, ok := g.index[from]
	if !ok {
		return true // not in the graph: cannot tell, so may
	}
	found := false
	g.walk(g.succ[i], nil, func(in *dex.Insn) bool {
		found = in.Addr == to
		return !found
	})
	return found
}

// advertisesV1 reports whether a TOOL_PROVIDER service of the app
// advertises CETP v1 (com.clawseed.tools.versions listing 1, or the legacy
// single version 1), or advertises no version at all (then v1 is assumed,
// as v1 Consumers do).
func (p *DexPass) advertisesV1() bool {
	if p.Manifest == nil {
		return true
	}
	svcs := p.Manifest.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider)
	if len(svcs) == 0 {
		return true
	}
	for _, svc := range svcs {
		if vs, ok := serviceVersions(svc); !ok || slices.Contains(vs, 1) {
			return true
		}
	}
	return false
}

// servesV2 reports whether the provider class may be reached by v2
// Consumers: a TOOL_PROVIDER service naming its authority advertises
// version 2 (versions is authoritative; a lone version is the only one,
// §2.1), or no service names it (then nothing says it is v1 only).
func (p *DexPass) servesV2(class string) bool {
	if p.Manifest == nil {
		return true
	}
	named := false
	for _, svc := range p.Manifest.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider) {
		md, ok := svc.Meta(cetp.MetaAuthority)
		if !ok {
			continue
		}
		for _, prov := range p.Manifest.ProvidersWithAuthority(md.Value.Effective().Text) {
			if Descriptor(prov.Class) != class {
				continue
			}
			named = true
			if vs, ok := serviceVersions(svc); !ok || slices.Contains(vs, 2) {
				return true
			}
		}
	}
	return !named
}

// serviceVersions returns the major versions a TOOL_PROVIDER service
// advertises: com.clawseed.tools.versions when present, else the legacy
// single version; ok is false when it advertises none.
func serviceVersions(svc *manifest.Component) (vs []int, ok bool) {
	if md, ok := svc.Meta(cetp.MetaVersions); ok {
		if v := md.Value.Effective(); v.Kind == manifest.Int {
			return []int{int(v.Int)}, true
		}
		if s, ok := md.Value.StringValue(); ok {
			vs, _ := cetp.ParseVersions(s)
			return vs, true
		}
	}
	md, ok := svc.Meta(cetp.MetaVersion)
	if !ok {
		return nil, false
	}
	v := md.Value.Effective()
	if v.Kind == manifest.Int {
		return []int{int(v.Int)}, true
	}
	if n, err := strconv.Atoi(strings.TrimSpace(v.Text)); err == nil {
		return []int{n}, true
	}
	return nil, true // a version nobody can read: neither 1 nor 2
}
