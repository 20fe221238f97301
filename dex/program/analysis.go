package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/dex"
	"github.com/clawseed/cetpaudit/dex/flow"
)

// FlagIdentityCleared is the State flag set between
// Binder.clearCallingIdentity and restoreCallingIdentity.
const FlagIdentityCleared = 1

// Analysis is a method's register analysis with the facts the Android model
// recorded along the way.
type Analysis struct {
	*flow.Result
	// Target maps an Intent or ComponentName allocation site to the
	// component class descriptor it names.
	Target map[uint32]string
	links  map[uint32][]uint32 // writer allocation -> the objects it wraps
}

// Analyze returns m's analysis, computed once. It returns nil, nil for a
// method without code.
func (p *Program) Analyze(m *dex.Method) (*Analysis, error) {
	if a, ok := p.analyses[m]; ok {
		return a, nil
	}
	code, err := m.Code()
	if err != nil || code == nil {
		return nil, err
	}
	a := &Analysis{Target: map[uint32]string{}, links: map[uint32][]uint32{}}
	res, err := flow.Analyze(m, code, &model{p: p, a: a})
	if err != nil {
		return nil, err
	}
	a.Result = res
	p.analyses[m] = a
	return a, nil
}

// model is the flow.Env of one method: what framework calls mean.
type model struct {
	p *Program
	a *Analysis
}

func (e *model) StaticConst(f *dex.FieldRef) (flow.Value, bool) {
	v, ok := e.p.statics[f.String()]
	return v, ok
}

func (e *model) Invoke(st *flow.State, in *dex.Insn, ref *dex.MethodRef, args []flow.Value) flow.Value {
	cls, name := ref.Class, ref.Name
	result := flow.One(flow.Alt{Kind: flow.Call, Site: in.Addr, Ref: ref})
	var recv flow.Value
	if len(args) > 0 && in.Op != dex.OpInvokeStatic && in.Op != 0x77 {
		recv = args[0]
	}
	switch {
	case cls == ClassIntent:
		e.intent(st, name, ref, args)
		if ref.Return == ClassIntent && name != "<init>" && !recv.IsUndefined() {
			return recv // builder style: the same Intent
		}
	case cls == ClassComponentName && name == "<init>" && len(args) == 3:
		e.target(recv, args[2])
	case cls == ClassBinder && name == "clearCallingIdentity":
		st.Flags |= FlagIdentityCleared
	case cls == ClassBinder && name == "restoreCallingIdentity":
		st.Flags &^= FlagIdentityCleared
	}
	result.Taint = e.taint(st, in, ref, recv, args)
	return result
}

// intent records what Intent calls do to the Intent's explicitness.
func (e *model) intent(st *flow.State, name string, ref *dex.MethodRef, args []flow.Value) {
	recv := args[0]
	explicit := false
	var target flow.Value
	switch name {
	case "<init>":
		ps := ref.Params
		switch {
		case len(ps) >= 2 && ps[len(ps)-1] == "Ljava/lang/Class;" && ps[len(ps)-2] == "Landroid/content/Context;":
			explicit, target = true, args[len(args)-1]
		case len(ps) == 1 && ps[0] == ClassIntent:
			src := args[1]
			if src.Exact() && !src.Has(func(a flow.Alt) bool { return a.Kind != flow.New || !st.Marked(a.Site) }) {
				explicit = true
				for _, a := range src.Alts {
					e.copyTarget(recv, a.Site)
				}
			}
		}
	case "setComponent":
		explicit = true
		for _, a := range args[1].Alts {
			if a.Kind == flow.New {
				e.copyTarget(recv, a.Site)
			}
		}
	case "setClass", "setClassName":
		explicit, target = true, args[len(args)-1]
	}
	if !explicit {
		return
	}
	for _, a := range recv.Alts {
		if a.Kind == flow.New {
			st.Mark(a.Site)
		}
	}
	if !target.IsUndefined() {
		e.target(recv, target)
	}
}

// target records the component class an Intent or ComponentName names.
func (e *model) target(recv, cls flow.Value) {
	c, ok := cls.Single()
	if !ok {
		return
	}
	desc := ""
	switch c.Kind {
	case flow.Class:
		desc = c.Str
	case flow.Str:
		desc = "L" + strings.ReplaceAll(c.Str, ".", "/") + ";"
	default:
		return
	}
	for _, a := range recv.Alts {
		if a.Kind == flow.New {
			e.a.Target[a.Site] = desc
		}
	}
}

func (e *model) copyTarget(recv flow.Value, from uint32) {
	if t, ok := e.a.Target[from]; ok {
		for _, a := range recv.Alts {
			if a.Kind == flow.New {
				e.a.Target[a.Site] = t
			}
		}
	}
}

// taint computes the taint of a call's result and folds argument taint into
// builders.
func (e *model) taint(st *flow.State, in *dex.Insn, ref *dex.MethodRef, recv flow.Value, args []flow.Value) flow.Taint {
	cls, name := ref.Class, ref.Name
	var all flow.Taint
	for _, a := range args {
		all |= st.ValueTaint(a)
	}
	switch {
	case isThrowable(cls) || recv.Has(func(a flow.Alt) bool { return a.Kind == flow.Exception }):
		switch name {
		case "getMessage", "getLocalizedMessage", "toString", "getStackTrace", "getCause", "getSuppressed":
			return flow.TaintException
		case "printStackTrace":
			for _, a := range args[1:] {
				e.taintObjects(st, a, flow.TaintException)
			}
		}
	case cls == "Landroid/util/Log;" && name == "getStackTraceString",
		cls == "Lkotlin/ExceptionsKt;" && name == "stackTraceToString":
		return flow.TaintException
	case cls == "Ljava/lang/Math;" && name == "random",
		cls == "Ljava/lang/System;" && (name == "currentTimeMillis" || name == "nanoTime"),
		cls == "Landroid/os/SystemClock;",
		cls == "Ljava/util/concurrent/ThreadLocalRandom;",
		strings.HasPrefix(cls, "Lkotlin/random/Random"),
		(cls == "Ljava/util/concurrent/atomic/AtomicInteger;" || cls == "Ljava/util/concurrent/atomic/AtomicLong;") &&
			strings.Contains(strings.ToLower(name), "increment"):
		return flow.TaintPredictable | all
	case cls == "Ljava/util/Random;" && name == "<init>":
		e.taintObjects(st, recv, flow.TaintPredictable)
		return 0
	}
	if name == "<init>" && len(args) > 1 {
		// Constructors of builders and writers wrap their arguments.
		if propagates(cls) {
			var t flow.Taint
			for _, a := range args[1:] {
				t |= st.ValueTaint(a)
				for _, x := range recv.Alts {
					for _, y := range a.Alts {
						if x.Kind == flow.New && y.Kind == flow.New {
							e.a.links[x.Site] = append(e.a.links[x.Site], y.Site)
						}
					}
				}
			}
			e.taintObjects(st, recv, t)
		}
		return 0
	}
	if !propagates(cls) {
		return 0
	}
	if mutatesReceiver(cls) && len(args) > 1 {
		var t flow.Taint
		for _, a := range args[1:] {
			t |= st.ValueTaint(a)
		}
		e.taintObjects(st, recv, t)
	}
	return all
}

// taintObjects taints the objects v may be and the objects they wrap.
func (e *model) taintObjects(st *flow.State, v flow.Value, t flow.Taint) {
	if t == 0 {
		return
	}
	st.TaintObjects(v, t)
	for _, a := range v.Alts {
		if a.Kind != flow.New {
			continue
		}
		for _, w := range e.a.links[a.Site] {
			st.AddObjTaint(w, t)
		}
	}
}

func isThrowable(cls string) bool {
	return strings.HasSuffix(cls, "Exception;") || strings.HasSuffix(cls, "Error;") || cls == "Ljava/lang/Throwable;"
}
