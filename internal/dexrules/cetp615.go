package dexrules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

func init() { register("CETP615", checkForeignPendingIntentTarget) }

// pkgEvidence is a package name given to an Intent or ComponentName, and
// the call that gave it.
type pkgEvidence struct {
	pkg  string
	call *dex.MethodRef
	// param is 1 + the parameter of the method the package is, when it
	// is one (a helper or R8 outline given the package by its callers);
	// pkg is then "".
	param int
	// via is the helper the call was made in, when not the site's own
	// method, for the message to name an R8 outline.
	via *dex.Method
	// field is the String field the package was read from, and choices
	// the literals every construction stores into it (a builder whose
	// callers set its package): pkg is then "".
	field   *dex.FieldRef
	choices []string
	// wrapped is set when the Intent is built inside the wrapper the
	// site calls (wrapperIntents), so the message names the method that
	// gave the package.
	wrapped bool
}

// how names the call that gave the package, and the code R8 moved it
// into when it is an outline's.
func (ev pkgEvidence) how() string {
	h := callName(ev.call)
	if ev.via != nil && program.OutlineKind(ev.via) != "" {
		h += " in " + program.OutlineKind(ev.via) + " " + Short(ev.via)
	} else if ev.wrapped && ev.via != nil {
		h += " in " + Short(ev.via) + ", one of the methods the wrapper's Intent may come from"
	}
	if ev.field != nil {
		h += " from the field " + finding.Sanitize(JavaName(ev.field.Class)+"."+ev.field.Name) + ", where a caller stores it"
	}
	return h
}

func checkForeignPendingIntentTarget(p *DexPass) {
	if p.Manifest == nil || p.Manifest.Package == "" {
		return // the app's package and components come from the manifest
	}
	reportResolutionPairCuts(p, "whether its target is a component of the Provider")
	prog := p.Program
	cache := map[*dex.Method]map[uint32]pkgEvidence{}
	evidence := func(m *dex.Method) map[uint32]pkgEvidence {
		if e, ok := cache[m]; ok {
			return e
		}
		e := intentPackages(prog, m)
		cache[m] = e
		return e
	}
	for _, s := range resolutionSites(p) {
		at := DexAt{Method: s.Method, Addr: s.Call.Addr, Call: s.Call}
		// A wrapper's own Intent is judged for calls on the CETP surface
		// only: the same wrapper a BroadcastReceiver's alarm calls makes
		// no resolution there.
		_, reached := p.EntryReach()[s.Method]
		inWrapper := reached || p.Surface().Contains(s.Method)
		ev, foreign := foreignPackage(prog, s, p.Manifest.Package, evidence, inWrapper)
		switch foreign {
		case program.Unknown:
			p.ReportNote(at, "cannot tell which package the Intent of the resolution PendingIntent created by %s in %s targets: %s is given a package that is not a constant; make sure it is this app's %s (§7.2)",
				p.calleeName(s), Short(s.Method), ev.how(), finding.Quote(p.Manifest.Package))
			continue
		case program.Yes:
			p.Report(at, "resolution PendingIntent created by %s in %s wraps an Intent aimed at package %s (%s), not this app's %s: the Consumer would launch another app's component with this Provider's identity; target your own confirmation Activity (§7.2)",
				p.calleeName(s), Short(s.Method), finding.Quote(ev.pkg), ev.how(), finding.Quote(p.Manifest.Package))
			continue
		}
		if s.Explicit != program.Yes {
			continue
		}
		for _, t := range s.Targets() {
			if c := declared(p.Manifest, JavaName(t), s.Activity); c == nil {
				kind := "service or receiver"
				if s.Activity {
					kind = "activity"
				}
				p.Report(at, "resolution PendingIntent created by %s in %s targets %s, which the manifest does not declare as an %s: the Consumer cannot start it and the user can never resolve the error; declare the component or target one that is declared (§7.2)",
					p.calleeName(s), Short(s.Method), finding.Sanitize(JavaName(t)), kind)
			}
		}
	}
}

// declared returns the manifest component of class (an activity or
// activity-alias for an Activity PendingIntent, else a service or
// receiver), or nil.
func declared(m *manifest.Manifest, class string, activity bool) *manifest.Component {
	for _, c := range m.Components {
		if c.Class != class {
			continue
		}
		switch c.Kind {
		case manifest.Activity, manifest.ActivityAlias:
			if activity {
				return c
			}
		case manifest.Service, manifest.Receiver:
			if !activity {
				return c
			}
		}
	}
	return nil
}

// foreignPackage returns a package other than own that some path gives the
// Intent of a resolution site: Yes with the evidence, Unknown with the
// call when the package is not a constant, else No.
func foreignPackage(prog *program.Program, s *program.PISite, own string, evidence func(*dex.Method) map[uint32]pkgEvidence, inWrapper bool) (pkgEvidence, program.Verdict) {
	a, err := prog.Analyze(s.Method)
	if err != nil || a == nil {
		return pkgEvidence{}, program.No // the analysis limit is reported as a note
	}
	var intents []regflow.Value
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != s.Call.Addr {
			return
		}
		ref := s.Call.Ref
		args := program.CallArgs(st, in, ref)
		off := len(args) - len(ref.Params) // the receiver, if any
		if cr, ok := program.PendingIntentCreation(ref.Class, ref.Name, ref.Params); ok && s.Wrapper == nil {
			if cr.Intent >= 0 && cr.Intent < len(args) {
				intents = append(intents, args[cr.Intent])
			}
			return
		}
		// A wrapper: the Intents it is given.
		for k, t := range ref.Params {
			if t == program.ClassIntent && off+k < len(args) {
				intents = append(intents, args[off+k])
			}
		}
	})
	ev, verdict := judgeIntents(prog, s.Method, a, intents, own, evidence, false)
	if verdict == program.No && s.Wrapper != nil && inWrapper {
		// A wrapper that builds the Intent itself, from an override of
		// its parameter's class (an enum constant's body, a screen
		// object's intent()): every live override's Intent is merged
		// there, and one aimed at another app's package is reported at
		// each call of the wrapper, naming the override. Only a foreign
		// constant counts: what the wrapper's own parameters give is its
		// callers' to say, not a note at each of them.
		if wev, wv := wrapperIntents(prog, s, own, evidence); wv == program.Yes {
			wev.wrapped = true
			return wev, wv
		}
	}
	return ev, verdict
}

// wrapperIntents judges the Intents the PendingIntent factory call inside
// the wrapper site s calls is given, in the wrapper's own frame. An Intent
// an override returns counts when the call that reached it passes none of
// the wrapper's object parameters (it is the same for every caller), or
// when the objects the site passes there can be placed and one may be of a
// class running that override (the enum constant each caller names, through
// a helper of the wrapper too). Objects that cannot be placed (a map's
// value, a name the request gives) decide nothing here.
func wrapperIntents(prog *program.Program, s *program.PISite, own string, evidence func(*dex.Method) map[uint32]pkgEvidence) (pkgEvidence, program.Verdict) {
	w := s.Wrapper
	a, err := prog.Analyze(w)
	if err != nil || a == nil {
		return pkgEvidence{}, program.No
	}
	siteArgs, _ := prog.ArgsAt(s.Method, s.Call.Addr)
	calls := program.CallsByAddr(prog.Calls(w))
	params := map[uint32][]int{} // per call of w, the object parameters of w it passes
	var intents []regflow.Value
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := calls[in.Addr]
		if c == nil || !in.IsInvoke() {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		for j, v := range args {
			x, ok := v.Single()
			if !ok || x.Kind != regflow.Param || x.Int == 0 && !w.Static() || !objectArg(c.Ref, in.IsStaticInvoke(), j) {
				continue
			}
			params[in.Addr] = append(params[in.Addr], int(x.Int))
		}
		if cr, ok := program.PendingIntentCreation(c.Ref.Class, c.Ref.Name, c.Ref.Params); ok && cr.Intent >= 0 && cr.Intent < len(args) {
			intents = append(intents, args[cr.Intent])
		}
	})
	runs := func(alt regflow.Alt) bool {
		ps := params[alt.Site]
		if alt.Via == nil || len(ps) == 0 {
			return true
		}
		for _, k := range ps {
			if k >= len(siteArgs) {
				continue
			}
			classes, ok := prog.ValueClasses(s.Method, siteArgs[k])
			if !ok {
				continue
			}
			for _, cls := range classes {
				if prog.Lookup(cls, alt.Via.Ref.NameProto()) == alt.Via {
					return true
				}
			}
		}
		return false
	}
	for i, v := range intents {
		kept := regflow.Value{Top: v.Top, Taint: v.Taint}
		for _, alt := range v.Alts {
			if runs(alt) {
				kept.Alts = append(kept.Alts, alt)
			}
		}
		intents[i] = kept
	}
	return judgeIntents(prog, w, a, intents, own, evidence, true)
}

// objectArg reports whether argument j of a call to ref (the receiver
// first, for a call that is not static) is an app object, not a string,
// a Context or a primitive.
func objectArg(ref *dex.MethodRef, static bool, j int) bool {
	t := program.ArgType(ref, static, j)
	return strings.HasPrefix(t, "L") && !program.IsPlatform(t)
}

// judgeIntents judges the Intents given to a PendingIntent factory or
// wrapper call in m (analysed: a): Yes with the evidence when one is aimed
// at a package other than own, Unknown when one's package is not known.
// literal keeps only packages that are a literal where they are given: in
// a wrapper's frame, a parameter or a field its callers set is each
// caller's to say (a builder's chain), not every caller's at once.
func judgeIntents(prog *program.Program, m *dex.Method, a *program.Analysis, intents []regflow.Value, own string, evidence func(*dex.Method) map[uint32]pkgEvidence, literal bool) (pkgEvidence, program.Verdict) {
	var unknown *pkgEvidence
	for _, v := range intents {
		for _, alt := range v.Alts {
			var ev pkgEvidence
			var ok bool
			switch {
			case alt.Via != nil:
				ev, ok = evidence(alt.Via)[alt.ViaSite]
				if ok && ev.param > 0 {
					// The helper's parameter: what this call passes.
					ev, ok = argPackage(prog, m, a, alt.Site, ev)
				}
				if ok && ev.field != nil {
					// The helper's own object's field: what the objects
					// this site's calls reach it on hold, not every
					// construction's.
					if strs, whole := receiverFieldStrings(prog, m, alt.Via, ev.field); whole {
						ev.choices = strs
					}
				}
				ev.via = alt.Via
			case alt.Kind == regflow.New || alt.Kind == regflow.Call:
				ev, ok = evidence(m)[alt.Site]
			}
			if ok && literal && (ev.param > 0 || ev.field != nil || len(ev.choices) > 0) {
				continue
			}
			if ok && len(ev.choices) > 0 {
				foreign := ""
				for _, c := range ev.choices {
					if c != own && foreign == "" {
						foreign = c
					}
				}
				if foreign == "" {
					continue // every construction gives the app's own package
				}
				ev.pkg = foreign
			}
			switch {
			case !ok:
			case ev.pkg == "":
				unknown = &ev
			case ev.pkg != own:
				return ev, program.Yes
			}
		}
	}
	if unknown != nil {
		return *unknown, program.Unknown
	}
	return pkgEvidence{}, program.No
}

// argPackage resolves evidence whose package is a parameter of a helper
// (ev.param) to the argument the call at site of m (analyzed: a) passes: a
// constant, or the app's own package from getPackageName (ok false: no
// foreign package), or unknown.
func argPackage(prog *program.Program, m *dex.Method, a *program.Analysis, site uint32, ev pkgEvidence) (pkgEvidence, bool) {
	out, ok := pkgEvidence{call: ev.call}, true
	c := callAt(prog, m, site)
	if c == nil {
		return out, true
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		if in.Addr != site || !in.IsInvoke() {
			return
		}
		args := program.CallArgs(st, in, c.Ref)
		if ev.param-1 >= len(args) {
			return
		}
		v := args[ev.param-1]
		if c, single := v.Single(); single && c.Kind == regflow.Str {
			out.pkg = c.Str
		} else if single && c.Kind == regflow.Call && c.Ref.Name == "getPackageName" && len(c.Ref.Params) == 0 {
			ok = false
		}
	})
	return out, ok
}

// intentPackages replays m and records, per Intent or ComponentName
// allocation site, the constant package a call gave it: setPackage,
// setClassName(package, class), new ComponentName(package, class), and
// setComponent or new Intent(Intent) copying one.
func intentPackages(prog *program.Program, m *dex.Method) map[uint32]pkgEvidence {
	return intentPackagesDepth(prog, m, 0)
}

// intentPackagesDepth is intentPackages asked depth steps into following
// a ComponentName made elsewhere (componentPackages).
func intentPackagesDepth(prog *program.Program, m *dex.Method, depth int) map[uint32]pkgEvidence {
	out := map[uint32]pkgEvidence{}
	a, err := prog.Analyze(m)
	if err != nil || a == nil {
		return out
	}
	byAddr := map[uint32]*program.Call{}
	calls := prog.Calls(m)
	for i := range calls {
		byAddr[calls[i].Addr] = &calls[i]
	}
	set := func(objs regflow.Value, v regflow.Value, ref *dex.MethodRef) {
		// A package that is not one constant is recorded as unknown ("").
		// Context.getPackageName() is the app's own package.
		pkg, param := "", 0
		if c, ok := v.Single(); ok && c.Kind == regflow.Str {
			pkg = c.Str
		} else if ok && c.Kind == regflow.Call && c.Ref.Name == "getPackageName" && len(c.Ref.Params) == 0 {
			return
		} else if ok && c.Kind == regflow.Param && c.Int < 64 {
			param = int(c.Int) + 1
		}
		ev := pkgEvidence{pkg: pkg, call: ref, param: param}
		if c, ok := v.Single(); ok && c.Kind == regflow.Field && c.Field != nil {
			// A builder's field its callers set: the literals stored
			// into it, when every store is one.
			if fs := prog.FieldStringsOf(c.Field); fs.Whole && len(fs.Strs) > 0 {
				ev.field, ev.choices = c.Field, fs.Strs
			}
		}
		for _, site := range regflow.Sites(objs) {
			out[site] = ev
		}
	}
	copyFrom := func(objs, from regflow.Value) {
		for _, src := range regflow.Sites(from) {
			if ev, ok := out[src]; ok {
				for _, site := range regflow.Sites(objs) {
					out[site] = ev
				}
			}
		}
	}
	a.Replay(func(in *dex.Insn, st *regflow.State) {
		c := byAddr[in.Addr]
		if c == nil || c.Op == dex.OpInvokeStatic || c.Op == dex.OpInvokeStaticR {
			return
		}
		ref := c.Ref
		args := regflow.Args(st, in, ref, false)
		if len(args) != len(ref.Params)+1 {
			return
		}
		str2 := len(ref.Params) == 2 && ref.Params[0] == "Ljava/lang/String;" && ref.Params[1] == "Ljava/lang/String;"
		switch {
		case ref.Class == program.ClassIntent && ref.Name == "setPackage" && len(ref.Params) == 1:
			set(args[0], args[1], ref)
		case ref.Class == program.ClassIntent && ref.Name == "setClassName" && str2:
			set(args[0], args[1], ref)
		case ref.Class == program.ClassComponentName && ref.Name == "<init>" && str2:
			set(args[0], args[1], ref)
		case ref.Class == program.ClassIntent && ref.Name == "setComponent" && len(ref.Params) == 1:
			copyFrom(args[0], args[1])
			if !slices.ContainsFunc(regflow.Sites(args[1]), func(s uint32) bool { _, ok := out[s]; return ok }) {
				// A ComponentName made elsewhere: by a helper, or kept in
				// a field (a constant, an injected one).
				// What cannot be followed (an injector's Provider.get())
				// is left out: a package that is known and foreign is
				// reported, one only known to be the app's is not claimed.
				if pkgs, whole := componentPackages(prog, m, args[1], depth); len(pkgs) > 0 {
					ev := pkgEvidence{pkg: pkgs[0], call: ref}
					if len(pkgs) > 1 || !whole {
						ev.pkg, ev.choices = "", pkgs
					}
					if x, single := args[1].Single(); single && x.Kind == regflow.Field {
						ev.field = x.Field
					}
					for _, site := range regflow.Sites(args[0]) {
						out[site] = ev
					}
				}
			}
		case ref.Class == program.ClassIntent && ref.Name == "<init>" && len(ref.Params) == 1 && ref.Params[0] == program.ClassIntent:
			copyFrom(args[0], args[1])
		}
	})
	return out
}

// maxComponentDepth bounds how far componentPackages follows a
// ComponentName back (fields, a helper's parameters, their callers).
const maxComponentDepth = 3

// pkgUnion gathers the packages found for the ComponentName objects a
// value may be, and whether every one could be followed.
type pkgUnion struct {
	pkgs  []string
	whole bool
}

func (u *pkgUnion) add(sub []string, good bool) {
	u.whole = u.whole && good
	for _, p := range sub {
		if !slices.Contains(u.pkgs, p) {
			u.pkgs = append(u.pkgs, p)
		}
	}
}

// componentPackages gives the packages of the ComponentName objects v (in
// m) may be when they are made outside m: by a helper (the package its
// construction there is given), or kept in an app field (what the field's
// writers store — `new ComponentName(…)` in onCreate or <clinit>, or a
// static injector's parameter, followed to what its callers pass). whole
// is false when some of them cannot be followed or their package is not a
// constant; the packages found are returned still.
func componentPackages(prog *program.Program, m *dex.Method, v regflow.Value, depth int) (pkgs []string, whole bool) {
	if v.Top || len(v.Alts) == 0 || depth > maxComponentDepth {
		return nil, false
	}
	u := pkgUnion{whole: true}
	add := u.add
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Const && x.Int == 0:
		case x.Kind == regflow.New && x.Str == program.ClassComponentName && x.Via != nil && x.Via != m:
			if ev, found := intentPackagesDepth(prog, x.Via, depth+1)[x.ViaSite]; found && ev.pkg != "" {
				add([]string{ev.pkg}, true)
			} else {
				u.whole = false
			}
		case x.Kind == regflow.New && x.Str == program.ClassComponentName && x.Via == nil:
			// Made here and handed on (to a route object's constructor
			// by its caller): the package its construction is given.
			if ev, found := intentPackagesDepth(prog, m, depth+1)[x.Site]; found && ev.pkg != "" {
				add([]string{ev.pkg}, true)
			} else {
				u.whole = false
			}
		case x.Kind == regflow.Field && x.Field != nil && prog.Classes[x.Field.Class] != nil:
			// The objects m reads the field of, followed to where they
			// are constructed (a sealed route's ByComponent made by the
			// tool that asks for confirmation), say which ComponentName
			// each holds; the field's every store only when they cannot.
			if sub, good, ok := objectComponents(prog, m, prog.ReadObjects(m, x.Field), x.Field, depth, 0); ok {
				add(sub, good)
				continue
			}
			if !prog.StoresOf(x.Field, func(w *dex.Method, _ *dex.Insn, _ *regflow.State, sv regflow.Value) {
				add(componentPackages(prog, w, sv, depth+1))
			}) {
				u.whole = false
			}
		case x.Kind == regflow.Param && x.Or == 0 && (x.Int > 0 || m.Static()):
			callers := prog.Callers(m)
			if len(callers) == 0 {
				u.whole = false
			}
			for _, c := range callers {
				args, found := prog.ArgsAt(c.Method, c.Call.Addr)
				if !found || int(x.Int) >= len(args) {
					u.whole = false
					continue
				}
				add(componentPackages(prog, c.Method, args[x.Int], depth+1))
			}
		default:
			u.whole = false
		}
	}
	slices.Sort(u.pkgs)
	return u.pkgs, u.whole
}

// objectComponents gives the packages of the ComponentName field f holds
// in the objects objs (in m): each object followed back through m's
// parameters to its callers, up to the allocation whose constructor call
// stores one of its arguments into f, then that argument's packages
// (componentPackages, asked at depth). ok is false when some object
// cannot be followed so (a field, a helper's result, a constructor storing
// no argument, more than maxComponentDepth callers up).
func objectComponents(prog *program.Program, m *dex.Method, objs regflow.Value, f *dex.FieldRef, depth, hops int) (pkgs []string, whole, ok bool) {
	if objs.Top || len(objs.Alts) == 0 || hops > maxComponentDepth {
		return nil, false, false
	}
	u := pkgUnion{whole: true}
	add := u.add
	for _, x := range objs.Alts {
		switch {
		case x.Kind == regflow.Param && x.Or == 0 && (x.Int > 0 || m.Static()):
			callers := prog.Callers(m)
			if len(callers) == 0 {
				return nil, false, false
			}
			for _, c := range callers {
				args, found := prog.ArgsAt(c.Method, c.Call.Addr)
				if !found || int(x.Int) >= len(args) {
					return nil, false, false
				}
				sub, good, ok := objectComponents(prog, c.Method, args[x.Int], f, depth, hops+1)
				if !ok {
					return nil, false, false
				}
				add(sub, good)
			}
		case x.Kind == regflow.New && x.Via == nil:
			if !prog.IsSubclass(x.Str, f.Class) {
				continue // another kind of route: it holds no such field
			}
			arg, found := prog.CtorArg(m, x.Site, x.Str, f)
			if !found {
				return nil, false, false
			}
			add(componentPackages(prog, m, arg, depth+1))
		default:
			return nil, false, false
		}
	}
	return u.pkgs, u.whole, true
}

// maxReceiverReach bounds how many calls down from a resolution site the
// calls of a helper are looked for (receiverFieldStrings).
const maxReceiverReach = 3

// receiverFieldStrings gives the literals field f holds in the objects
// helper runs on when site reaches it: for each call of helper made in
// site or in a method site calls (maxReceiverReach calls down), the
// objects its receiver may be (program.ObjectFieldStrings). whole is
// false when some call or object cannot be followed, or f is not a field
// of helper's own object.
func receiverFieldStrings(prog *program.Program, site, helper *dex.Method, f *dex.FieldRef) (strs []string, whole bool) {
	if helper.Static() || !prog.IsSubclass(helper.Class.Name, f.Class) {
		return nil, false
	}
	reach := map[*dex.Method]bool{site: true}
	frontier := []*dex.Method{site}
	for range maxReceiverReach {
		var next []*dex.Method
		for _, m := range frontier {
			calls := prog.Calls(m)
			for i := range calls {
				for _, t := range prog.Targets(&calls[i]) {
					if !reach[t] && t.HasCode() {
						reach[t] = true
						next = append(next, t)
					}
				}
			}
		}
		frontier = next
	}
	found := false
	for _, c := range prog.Callers(helper) {
		if !reach[c.Method] {
			continue
		}
		args, ok := prog.ArgsAt(c.Method, c.Call.Addr)
		if !ok || len(args) == 0 {
			return nil, false
		}
		r := prog.ObjectFieldStrings(c.Method, args[0], f)
		if !r.Whole {
			return nil, false
		}
		found = true
		strs = append(strs, r.Strs...)
	}
	return strs, found
}
