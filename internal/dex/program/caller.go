package program

import (
	"sort"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// IsCallerRead reports whether a call reads the Binder caller's identity:
// Binder.getCallingUid/Pid, or ContentProvider.getCallingPackage and
// getCallingAttributionSource on a provider (Activity.getCallingPackage
// answers a different question and does not count).
func (p *Program) IsCallerRead(ref *dex.MethodRef) bool {
	if !IsUIDRead(ref.Class, ref.Name) {
		return false
	}
	return ref.Class == ClassBinder || ref.Class == ClassContentProvider || p.IsSubclass(ref.Class, ClassContentProvider)
}

// maxSummaryDepth bounds how deep summaries follow calls into the program.
const maxSummaryDepth = 3

// ReadsCaller returns the first call in m, or in a program method m calls
// (bounded depth), that reads the caller's identity; nil when none does.
func (p *Program) ReadsCaller(m *dex.Method) *Call {
	return p.readsCaller(m, 0, map[*dex.Method]bool{})
}

func (p *Program) readsCaller(m *dex.Method, depth int, seen map[*dex.Method]bool) *Call {
	if seen[m] {
		return nil
	}
	seen[m] = true
	calls := p.Calls(m)
	for i := range calls {
		if p.IsCallerRead(calls[i].Ref) {
			return &calls[i]
		}
	}
	if depth >= maxSummaryDepth {
		return nil
	}
	for i := range calls {
		for _, t := range p.Targets(&calls[i]) {
			if c := p.readsCaller(t, depth+1, seen); c != nil {
				return c
			}
		}
	}
	return nil
}

// Site is one call instruction in a method.
type Site struct {
	Method *dex.Method
	Call   *Call
}

// CallsIn returns the calls in the given methods for which match is true,
// ordered by method signature then address, so findings come out stably.
func (p *Program) CallsIn(methods map[*dex.Method]*Caller, match func(*Call) bool) []Site {
	var out []Site
	for _, m := range SortedKeys(methods) {
		calls := p.Calls(m)
		for i := range calls {
			if match(&calls[i]) {
				out = append(out, Site{Method: m, Call: &calls[i]})
			}
		}
	}
	return out
}

// SortedKeys returns the methods of a reach map in signature order.
//
// Each signature is rendered once, not at every comparison of the sort
// (reach maps hold thousands of methods, and every rule sorts one).
func SortedKeys[V any](set map[*dex.Method]V) []*dex.Method {
	type keyed struct {
		sig string
		m   *dex.Method
	}
	ks := make([]keyed, 0, len(set))
	for m := range set {
		ks = append(ks, keyed{m.String(), m})
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i].sig < ks[j].sig })
	out := make([]*dex.Method, len(ks))
	for i := range ks {
		out[i] = ks[i].m
	}
	return out
}

// Check is what an entry point does about its caller on some path.
type Check struct {
	// Verdict is Yes when some reachable call reads the caller's identity
	// or enforces a permission, No when none does and every call stays in
	// the APK or the platform, Unknown when the chain leaves the APK.
	Verdict Verdict
	// At is the check (Yes) or the call that leaves the APK (Unknown).
	At *Site
}

// CallerCheck decides whether any path from the entry point checks the
// caller: calls are followed into the provider's class, its helpers and
// the superclasses present in the dex (invoke-super included).
func (p *Program) CallerCheck(entry *dex.Method) Check {
	reach := p.Reachable([]*dex.Method{entry})
	checks := p.CallsIn(reach, func(c *Call) bool {
		return p.IsCallerRead(c.Ref) || IsPermissionCheck(c.Ref.Class, c.Ref.Name)
	})
	if len(checks) > 0 {
		return Check{Verdict: Yes, At: &checks[0]}
	}
	leaves := p.CallsIn(reach, func(c *Call) bool { return len(p.Targets(c)) == 0 && !p.platformMethod(c.Ref.Class) })
	if len(leaves) > 0 {
		return Check{Verdict: Unknown, At: &leaves[0]}
	}
	return Check{Verdict: No}
}

// platformMethod reports whether a method of class that is not in the
// program is the platform's: the class, or the first superclass of it
// outside the program, is a platform class.
func (p *Program) platformMethod(class string) bool {
	if p.Classes[class] != nil {
		_, class = p.Supers(class)
	}
	return IsPlatform(class)
}

// IsPlatform reports whether a class belongs to the Android platform, the
// Java library, the Kotlin standard library or AndroidX: code that does
// not check a provider's caller on the app's behalf.
func IsPlatform(class string) bool {
	for _, prefix := range []string{"Landroid/", "Ljava/", "Ljavax/", "Ldalvik/", "Lorg/json/", "Lorg/xml/",
		"Lorg/w3c/", "Lkotlin/", "Lkotlinx/", "Landroidx/", "Lsun/", "Llibcore/", "Lcom/android/internal/", "Lj$/"} {
		if len(class) >= len(prefix) && class[:len(prefix)] == prefix {
			return true
		}
	}
	return class == "" || class[0] == '['
}

// Trivial reports whether an entry point does nothing a caller could
// abuse: it calls nothing but exception constructors and Kotlin's
// parameter checks, and so can only return a constant or throw (the stub
// query/insert/update/delete every ContentProvider must declare).
func (p *Program) Trivial(m *dex.Method) bool {
	return p.trivial(m, 0)
}

func (p *Program) trivial(m *dex.Method, depth int) bool {
	if !m.HasCode() {
		return true
	}
	// javac's visibility bridge (a public provider extending a
	// package-private base that declares the stubs: `bridge synthetic
	// delete(…)` calling super.delete(…)) is as trivial as what it calls.
	if calls := p.Calls(m); m.AccessFlags&dex.AccBridge != 0 && len(calls) == 1 && depth < 4 &&
		calls[0].Ref.Name == m.Ref.Name && calls[0].Ref.NameProto() == m.Ref.NameProto() {
		if ts := p.Targets(&calls[0]); len(ts) == 1 && ts[0] != m && p.IsSubclass(m.Class.Name, ts[0].Class.Name) {
			return p.trivial(ts[0], depth+1)
		}
	}
	for _, c := range p.Calls(m) {
		switch {
		case c.Ref.Class == "Lkotlin/jvm/internal/Intrinsics;":
		case c.Ref.Name == "<init>" && (p.IsThrowable(c.Ref.Class) || c.Ref.Class == "Ljava/lang/StringBuilder;"):
		case c.Ref.Class == "Ljava/lang/StringBuilder;" && (c.Ref.Name == "append" || c.Ref.Name == "toString"):
		default:
			return false
		}
	}
	return true
}

// CallerField reports whether every value ever stored into f is the
// caller's identity: a read of Binder.getCallingUid() or the provider's
// getCallingPackage(), another such field, or a parameter every caller of
// the writer fills so. Code renamed by R8 keeps the caller's package in a
// request object's field `b`, copied there by a constructor from a
// builder's field set in call(); the name says nothing, the stores do.
// Writers and callers past maxWriterCallers, or a writer not analyzed, make
// the answer false (the field is then not known to be the caller's).
func (p *Program) CallerField(f *dex.FieldRef) bool {
	ok, _ := p.callerField(f, maxCallerFieldHops)
	return ok
}

// maxCallerFieldHops bounds how many fields and calls CallerField follows
// a value back through.
const maxCallerFieldHops = 4

// callerField is CallerField within hops; sure is false when the answer
// depended on an analysis still running (asked from inside a writer's or
// caller's own analysis), which is then not kept.
func (p *Program) callerField(f *dex.FieldRef, hops int) (ok, sure bool) {
	k := fieldKey(f)
	if ok, done := p.callerFields[k]; done {
		return ok, true
	}
	if p.callerFieldBusy[k] {
		return false, false // a cycle through f proves nothing, for now
	}
	if p.Classes[f.Class] == nil {
		return false, true
	}
	if hops == 0 {
		return false, false // out of hops here, not everywhere: not kept
	}
	if p.callerFieldBusy == nil {
		p.callerFieldBusy = map[fkey]bool{}
	}
	p.callerFieldBusy[k] = true
	defer delete(p.callerFieldBusy, k)
	writers := p.WritersOf(f)
	ok, sure = len(writers) > 0 && len(writers) <= maxWriterCallers, true
	for _, w := range writers {
		if !ok {
			break
		}
		a, err := p.Analyze(w)
		if err != nil || a == nil {
			ok, sure = false, err != nil
			break
		}
		replayStores(w, a, k, func(in *dex.Insn, st *regflow.State, v regflow.Value) {
			if ok {
				var s bool
				ok, s = p.callerValue(w, v, hops-1, len(f.Type) > 0 && f.Type[0] == 'L')
				sure = sure && s
			}
		})
	}
	if sure {
		p.callerFields[k] = ok
	} else {
		delete(p.callerFields, k)
	}
	return ok, sure
}

// callerValue reports whether v, in m, is the caller's identity in every
// alternative (CallerField's test of one stored value), and whether the
// answer is sure (callerField).
func (p *Program) callerValue(m *dex.Method, v regflow.Value, hops int, object bool) (ok, sure bool) {
	if len(v.Alts) == 0 || v.Top {
		return false, true
	}
	for _, x := range v.Alts {
		switch {
		case x.Kind == regflow.Call && x.Ref != nil && p.IsCallerRead(x.Ref):
		case x.Kind == regflow.Const && x.Int == 0 && object:
			// null (`String pkg = null;`, a reset): no other identity
		case x.Kind == regflow.Field && x.Field != nil:
			if ok, sure := p.callerField(x.Field, hops); !ok {
				return false, sure
			}
		case x.Kind == regflow.Param && x.Or == 0:
			// Only a method the program alone calls is given what its
			// callers here pass: an override of a library interface
			// (Consumer.accept) is called by the platform with anything.
			if m.AccessFlags&(dex.AccPrivate|dex.AccStatic|dex.AccConstruct) == 0 {
				return false, true
			}
			if hops == 0 {
				return false, false // out of hops here, not everywhere
			}
			callers := p.Callers(m)
			if len(callers) == 0 || len(callers) > maxWriterCallers {
				return false, true
			}
			for _, c := range callers {
				found, sure := false, true
				p.ReplayCalls(c.Method, func(cc *Call, in *dex.Insn, st *regflow.State) {
					if cc.Addr != c.Call.Addr {
						return
					}
					if args := CallArgs(st, in, cc.Ref); int(x.Int) < len(args) {
						found, sure = p.callerValue(c.Method, args[x.Int], hops-1, object)
					}
				})
				if !found {
					return false, sure
				}
			}
		default:
			return false, true
		}
	}
	return true, true
}
