package dexrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// A response built by a builder object: the Bundle lives in a field of the
// builder (`private final Bundle b = new Bundle()`), each of its methods
// puts on `this.b` and returns `this`, and build() returns the field.
// The keys one response gets are the union of what the methods called on
// that builder object put, which neither a per-method view (each method
// puts on a field, not on an object it holds) nor a per-field one (every
// builder of the app merged, so one builder given resolution and
// resume_token hides another given neither) tells. The builder's methods
// are judged per object, in the method that makes the builder: the
// methods called on it there, with the code that call passes.

// builderCodePut is an error_code put an instance method makes on a
// Bundle held in a field of its own class: code is the constant put, or
// param the index of the parameter put (-1 when a constant).
type builderCodePut struct {
	m     *dex.Method
	field *dex.FieldRef
	addr  uint32
	code  string
	param int
}

// checkBuilderResponses reports, for each builder made in reachable code
// whose methods put an error_code needing a resolution on the builder's
// Bundle field, the call giving that code when no method called on the
// same builder object puts both resolution and resume_token and the Bundle
// it builds is not given them by the caller either.
func checkBuilderResponses(p *DexPass, reach map[*dex.Method]*program.Caller, mentions []constString, reported map[*dex.Method]map[uint32]bool) {
	prog := p.Program
	seen := map[*dex.Method]bool{}
	for _, c := range mentions {
		m := c.Method
		if seen[m] || m.Static() {
			continue
		}
		seen[m] = true
		for _, put := range builderCodePuts(prog, m) {
			for _, caller := range prog.Callers(m) {
				if _, ok := reach[caller.Method]; !ok {
					continue
				}
				judgeBuilderCall(p, put, caller, reported)
			}
		}
	}
}

// builderCodePuts returns m's error_code puts on a Bundle field of m's
// class (or a superclass) whose value is a constant or a parameter.
func builderCodePuts(prog *program.Program, m *dex.Method) []builderCodePut {
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return nil
	}
	var out []builderCodePut
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !in.IsInvoke() {
			return
		}
		c := callAt(prog, m, in.Addr)
		if c == nil {
			return
		}
		if _, ok := program.IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); !ok {
			return
		}
		args := regflow.Args(st, in, c.Ref, in.IsStaticInvoke())
		if len(args) < 3 {
			return
		}
		f := ownBundleField(prog, m, args[0])
		if k, ok := args[1].Single(); f == nil || !ok || k.Kind != regflow.Str || k.Str != cetp.KeyErrorCode {
			return
		}
		v, ok := args[2].Single()
		if !ok {
			return
		}
		put := builderCodePut{m: m, field: f, addr: in.Addr, param: -1}
		switch {
		case v.Kind == regflow.Str && needsResolution(v.Str):
			put.code = v.Str
		case v.Kind == regflow.Param && v.Int > 0:
			put.param = int(v.Int)
		default:
			return
		}
		for _, x := range out {
			if x.addr == put.addr {
				return
			}
		}
		out = append(out, put)
	})
	return out
}

// ownBundleField returns the Bundle field of m's class (or a superclass)
// that v is read from, nil when v is anything else.
func ownBundleField(prog *program.Program, m *dex.Method, v regflow.Value) *dex.FieldRef {
	a, ok := v.Single()
	if !ok || a.Kind != regflow.Field || a.Field == nil || a.Field.Type != "Landroid/os/Bundle;" {
		return nil
	}
	if !prog.IsSubclass(m.Class.Name, a.Field.Class) {
		return nil
	}
	return a.Field
}

// judgeBuilderCall judges the call of put.m in caller: the builder objects
// it is made on must be made in caller and used there only as the receiver
// of calls to program methods; their methods' puts on put.field are united.
func judgeBuilderCall(p *DexPass, put builderCodePut, caller program.Caller, reported map[*dex.Method]map[uint32]bool) {
	prog := p.Program
	m := caller.Method
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return
	}
	code := put.code
	var sites []uint32
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != caller.Call.Addr || !in.IsInvoke() || in.IsStaticInvoke() {
			return
		}
		args := regflow.Args(st, in, caller.Call.Ref, false)
		if len(args) == 0 {
			return
		}
		for _, x := range args[0].Alts {
			if x.Kind == regflow.New && x.Via == nil {
				sites = append(sites, x.Site)
			} else {
				sites = nil // an object not made here: judged nowhere
				return
			}
		}
		if put.param > 0 && put.param < len(args) {
			if v, ok := args[put.param].Single(); ok && v.Kind == regflow.Str && needsResolution(v.Str) {
				code = v.Str
			}
		}
	})
	if code == "" || len(sites) == 0 {
		return
	}
	mine := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			if x.Kind != regflow.New || x.Via != nil {
				return false
			}
			for _, s := range sites {
				if s == x.Site {
					return true
				}
			}
			return false
		})
	}
	keys := map[string]bool{}
	handed := false
	var builds []uint32 // calls on the builder returning its Bundle
	var targets []*dex.Method
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch in.Op {
		case dex.OpReturnObject, dex.OpIput + 2, dex.OpSput + 2, dex.OpAputObject:
			if mine(st.Reg(in.A)) {
				handed = true // the builder goes elsewhere: more calls may be made on it
			}
			return
		}
		if !in.IsInvoke() {
			return
		}
		c := callAt(prog, m, in.Addr)
		if c == nil {
			return
		}
		args := regflow.Args(st, in, c.Ref, in.IsStaticInvoke())
		for k, x := range args {
			if !mine(x) {
				continue
			}
			if k > 0 || in.IsStaticInvoke() {
				if c.Ref.Name != "<init>" || k > 0 {
					handed = true
				}
				continue
			}
			ts := prog.Targets(c)
			if len(ts) == 0 {
				handed = true // a method outside the APK
				continue
			}
			for _, t := range ts {
				if !containsMethod(targets, t) {
					targets = append(targets, t)
				}
				if returnsField(prog, t, put.field) {
					builds = append(builds, in.Addr)
				}
			}
		}
	})
	if handed || len(builds) == 0 {
		return
	}
	for _, t := range targets {
		if fieldPuts(prog, t, put.field, keys) {
			return // the Bundle is handed to code that may add the keys
		}
	}
	if keys[cetp.KeyResolution] && keys[cetp.KeyResumeToken] {
		return
	}
	f, ok := p.bundleFacts(m)
	if !ok {
		return
	}
	for _, b := range builds {
		if ok, unknown := p.complete(m, f, b, 0); ok || unknown {
			return
		}
	}
	if reported[m] == nil {
		reported[m] = map[uint32]bool{}
	}
	if reported[m][caller.Call.Addr] {
		return
	}
	reported[m][caller.Call.Addr] = true
	p.Report(DexAt{Method: m, Addr: caller.Call.Addr, Call: caller.Call},
		"%s gives error_code %q to the response %s builds in %s, but no call on that builder puts both %q and %q on it: the Consumer cannot resolve and resume; add the resolution PendingIntent and a resume token (§4.3)",
		Short(m), code, JavaName(put.field.Class), javaField(put.field), cetp.KeyResolution, cetp.KeyResumeToken)
}

func containsMethod(ms []*dex.Method, m *dex.Method) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// returnsField reports whether t returns the value of field f.
func returnsField(prog *program.Program, t *dex.Method, f *dex.FieldRef) bool {
	s := prog.Summary(t)
	return s != nil && s.Returns.Has(func(x regflow.Alt) bool {
		return x.Kind == regflow.Field && x.Field != nil && x.Field.Class == f.Class && x.Field.Name == f.Name
	})
}

// fieldPuts adds to keys the constant keys t puts on the Bundle in field
// f, and reports whether t hands that Bundle to other program code or
// puts under a key that is not a constant (either may add the keys).
func fieldPuts(prog *program.Program, t *dex.Method, f *dex.FieldRef, keys map[string]bool) (handed bool) {
	a, err := prog.Analyze(t)
	if err != nil || a == nil {
		return true
	}
	isF := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Field && x.Field != nil && x.Field.Class == f.Class && x.Field.Name == f.Name
		})
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if !in.IsInvoke() {
			return
		}
		c := callAt(prog, t, in.Addr)
		if c == nil {
			return
		}
		args := regflow.Args(st, in, c.Ref, in.IsStaticInvoke())
		if _, ok := program.IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); ok && len(args) >= 3 && isF(args[0]) {
			if k, ok := args[1].Single(); ok && k.Kind == regflow.Str {
				keys[k.Str] = true
			} else {
				handed = true
			}
			return
		}
		for _, x := range args {
			if isF(x) && !program.IsPlatform(c.Ref.Class) {
				handed = true
			}
		}
	})
	return handed
}
