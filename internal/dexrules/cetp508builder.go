package dexrules

import (
	"slices"

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
// same builder object puts both resolution and resume_token and a Bundle
// it builds is not given them after the build either (judgeBuilderCall);
// a builder the analysis cannot follow to its builds gives a note.
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
// it is made on must be made in caller, or in a factory caller calls that
// returns them (followed maxBuilderDepth methods up); the keys the methods
// called on them put on put.field are united, and the Bundles their
// build calls return are followed in the methods making them (complete).
// A builder that goes anywhere else (stored, passed as an argument,
// returned further up) leaves the answer open: a note says so.
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
		if put.param > 0 && put.param < len(args) {
			if v, ok := args[put.param].Single(); ok && v.Kind == regflow.Str && needsResolution(v.Str) {
				code = v.Str
			}
		}
		for _, x := range args[0].Alts {
			if x.Kind == regflow.New && x.Via == nil {
				sites = append(sites, x.Site)
			} else {
				sites = nil // an object not made here: judged nowhere
				return
			}
		}
	})
	if code == "" {
		return
	}
	if len(sites) == 0 {
		// A builder given to m (a parameter, a field, a call's result):
		// the calls made on it elsewhere are not tied to this one.
		if reported[m] == nil {
			reported[m] = map[uint32]bool{}
		}
		if !reported[m][caller.Call.Addr] {
			reported[m][caller.Call.Addr] = true
			p.ReportNote(DexAt{Method: m, Addr: caller.Call.Addr, Call: caller.Call},
				"cannot tell whether the response %s gives error_code %q gets %q and %q: the builder %s it is called on is not made in %s (a parameter, a field or a call's result), and builders are judged per object where they are made; make sure both are put (§4.3)",
				Short(m), code, cetp.KeyResolution, cetp.KeyResumeToken, JavaName(put.field.Class), Short(m))
		}
		return
	}
	w := builderWalk{p: p, field: put.field, keys: map[string]bool{}}
	w.use(m, func(x regflow.Alt) bool {
		return x.Kind == regflow.New && x.Via == nil && slices.Contains(sites, x.Site)
	}, 0)
	if w.maybe || len(w.builds) == 0 && w.cut == nil {
		return
	}
	// Each Bundle a build call returns gets the builder's keys and those
	// put on it after the call, on the paths from there; one use short of
	// a key is enough to report the code's put.
	var bare *builtAt
	for i, b := range w.builds {
		keys, handed, returned, ok := w.keysAfter(b)
		if !ok {
			return
		}
		if handed || w.keys[cetp.KeyResolution] && w.keys[cetp.KeyResumeToken] || keys[cetp.KeyResolution] && keys[cetp.KeyResumeToken] ||
			(w.keys[cetp.KeyResolution] || keys[cetp.KeyResolution]) && (w.keys[cetp.KeyResumeToken] || keys[cetp.KeyResumeToken]) {
			continue
		}
		if returned && !p.isEntry(b.m) {
			// Returned to the callers: judged there as any response
			// (complete), the keys put here counting as put.
			switch done, further := w.completeInCallers(b.m); {
			case done:
				continue
			case further:
				if w.cut == nil {
					w.cut = b.m
				}
				continue
			}
		}
		if bare == nil {
			bare = &w.builds[i]
		}
	}
	if bare == nil && w.cut == nil {
		return
	}
	if reported[m] == nil {
		reported[m] = map[uint32]bool{}
	}
	if reported[m][caller.Call.Addr] {
		return
	}
	reported[m][caller.Call.Addr] = true
	at := DexAt{Method: m, Addr: caller.Call.Addr, Call: caller.Call}
	if bare == nil {
		p.ReportNote(at, "cannot tell whether the response %s gives error_code %q gets %q and %q: the builder %s holding it goes on from %s (stored, passed or returned further than the analysis follows), where more of its methods may be called; make sure both are put (§4.3)",
			Short(m), code, cetp.KeyResolution, cetp.KeyResumeToken, JavaName(put.field.Class), Short(w.cut))
		return
	}
	p.Report(at,
		"%s gives error_code %q to the response %s builds in %s, but neither the calls on that builder nor %s after building it put both %q and %q: the Consumer cannot resolve and resume; add the resolution PendingIntent and a resume token (§4.3)",
		Short(m), code, JavaName(put.field.Class), javaField(put.field), Short(bare.m), cetp.KeyResolution, cetp.KeyResumeToken)
}

// maxBuilderDepth is how many methods up a builder returned by the method
// making it (a factory) is followed.
const maxBuilderDepth = 2

// builderWalk unites what the methods called on one builder put on its
// Bundle field, through the methods it is returned to.
type builderWalk struct {
	p      *DexPass
	field  *dex.FieldRef
	keys   map[string]bool
	builds []builtAt   // calls on the builder returning its Bundle
	maybe  bool        // the Bundle goes to code that may add the keys
	cut    *dex.Method // the builder goes on from here, not followed
	done   []*dex.Method
}

type builtAt struct {
	m    *dex.Method
	addr uint32
}

// completeInCallers judges a Bundle m returns in each caller of m, as
// CETP508 judges any response (complete): done when every caller gives it
// both keys or hands it on, further when the answer lies further up; a
// caller returning it bare as the response is neither.
func (w *builderWalk) completeInCallers(m *dex.Method) (done, further bool) {
	callers := w.p.Program.Callers(m)
	if len(callers) == 0 {
		return false, true
	}
	for _, c := range callers {
		cf, ok := w.p.bundleFacts(c.Method)
		if !ok {
			return false, true
		}
		ok, unknown := w.p.complete(c.Method, cf, c.Call.Addr, 1)
		switch {
		case unknown:
			return false, true
		case !ok:
			return false, false
		}
	}
	return true, false
}

// keysAfter returns the constant keys put on the builder's Bundle on the
// paths from the build call b (a summary returns the field, not an object
// of the call, so the paths tell one build from another in one method),
// whether it is handed to other code there, and whether it is returned.
func (w *builderWalk) keysAfter(b builtAt) (keys map[string]bool, handed, returned, ok bool) {
	prog := w.p.Program
	a, g, byAddr, ok := analysedGraph(prog, b.m)
	if !ok {
		return nil, false, false, false
	}
	isF := func(v regflow.Value) bool {
		return v.Has(func(x regflow.Alt) bool {
			return x.Kind == regflow.Field && x.Field != nil && x.Field.Class == w.field.Class && x.Field.Name == w.field.Name
		})
	}
	type effect struct {
		key             string
		handed, returns bool
	}
	effects := map[uint32]effect{}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Op == dex.OpReturnObject {
			if isF(st.Reg(in.A)) {
				effects[in.Addr] = effect{returns: true}
			}
			return
		}
		c := byAddr[in.Addr]
		if c == nil || !in.IsInvoke() || in.Addr == b.addr {
			return
		}
		args := regflow.Args(st, in, c.Ref, in.IsStaticInvoke())
		if _, put := program.IsBundlePut(c.Ref.Class, c.Ref.Name, c.Ref.Params); put && len(args) >= 3 && isF(args[0]) {
			if k, ok := args[1].Single(); ok && k.Kind == regflow.Str {
				effects[in.Addr] = effect{key: k.Str}
			} else {
				effects[in.Addr] = effect{handed: true}
			}
			return
		}
		for _, x := range args {
			if isF(x) && !program.IsPlatform(c.Ref.Class) {
				effects[in.Addr] = effect{handed: true}
			}
		}
	})
	i, found := g.index[b.addr]
	if !found {
		return nil, false, false, false
	}
	keys = map[string]bool{}
	g.walk([]int{i}, nil, func(in *dex.Insn) bool {
		e := effects[in.Addr]
		if e.key != "" {
			keys[e.key] = true
		}
		handed = handed || e.handed
		returned = returned || e.returns
		return true
	})
	return keys, handed, returned, true
}

// use follows the builder objects mine recognises in m: the calls made on
// them, and the callers m returns them to.
func (w *builderWalk) use(m *dex.Method, mine func(regflow.Alt) bool, depth int) {
	prog := w.p.Program
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		w.cut = m
		return
	}
	has := func(v regflow.Value) bool { return v.Has(mine) }
	returned := false
	var targets []*dex.Method
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		switch in.Op {
		case dex.OpReturnObject:
			if has(st.Reg(in.A)) {
				returned = true
			}
			return
		case dex.OpIput + 2, dex.OpSput + 2, dex.OpAputObject:
			if has(st.Reg(in.A)) && w.cut == nil {
				w.cut = m // kept where other code may call it
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
			if !has(x) {
				continue
			}
			if k > 0 || in.IsStaticInvoke() {
				if w.cut == nil {
					w.cut = m // handed to other code
				}
				continue
			}
			ts := prog.Targets(c)
			if len(ts) == 0 {
				if c.Ref.Name != "<init>" && w.cut == nil {
					w.cut = m // a method outside the APK
				}
				continue
			}
			for _, t := range ts {
				if !containsMethod(targets, t) {
					targets = append(targets, t)
				}
				if returnsField(prog, t, w.field) {
					w.builds = append(w.builds, builtAt{m, in.Addr})
				}
			}
		}
	})
	for _, t := range targets {
		if fieldPuts(prog, t, w.field, w.keys) {
			w.maybe = true
		}
	}
	if !returned {
		return
	}
	callers := prog.Callers(m)
	if depth+1 >= maxBuilderDepth || len(callers) == 0 || containsMethod(w.done, m) {
		if w.cut == nil {
			w.cut = m
		}
		return
	}
	w.done = append(w.done, m)
	for _, c := range callers {
		site := c.Call.Addr
		w.use(c.Method, func(x regflow.Alt) bool { return x.Kind == regflow.New && x.Via == m && x.Site == site }, depth+1)
	}
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
