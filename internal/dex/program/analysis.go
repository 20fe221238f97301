package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// FlagIdentityCleared is the State flag set between
// Binder.clearCallingIdentity and restoreCallingIdentity.
const FlagIdentityCleared = 1

// Analysis is a method's register analysis with the facts the Android model
// recorded along the way.
type Analysis struct {
	*regflow.Result
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
	res, err := regflow.Analyze(m, code, &model{p: p, a: a, m: m})
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
	m *dex.Method

	byAddr map[uint32]*Call
}

// call returns the indexed call at addr.
func (e *model) call(addr uint32) *Call {
	if e.byAddr == nil {
		e.byAddr = callsByAddr(e.p.Calls(e.m))
	}
	return e.byAddr[addr]
}

func (e *model) StaticConst(f *dex.FieldRef) (regflow.Value, bool) {
	return e.p.staticConst(f)
}

func (e *model) Invoke(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, args []regflow.Value) regflow.Value {
	cls, name := ref.Class, ref.Name
	result := regflow.One(regflow.Alt{Kind: regflow.Call, Site: in.Addr, Ref: ref})
	var recv regflow.Value
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
	case cls == ClassPFD && name == "parseMode" && len(args) == 1:
		if s, ok := args[0].Single(); ok && s.Kind == regflow.Str {
			return regflow.One(regflow.Alt{Kind: regflow.Const, Int: parseMode(s.Str)})
		}
	}
	result.Taint = e.taint(st, in, ref, recv, args)
	if c := e.call(in.Addr); c != nil && carriesText(ref.Return) {
		targets := e.p.Targets(c)
		if len(targets) > maxSummaryTargets {
			targets = nil
		}
		for _, t := range targets {
			sum := e.p.returnSummary(t)
			result.Taint |= sum.taint
			for k := range args {
				if k < 64 && sum.params&(1<<k) != 0 {
					result.Taint |= st.ValueTaint(args[k])
				}
			}
		}
	}
	return result
}

// parseMode is ParcelFileDescriptor.parseMode for the modes it accepts.
func parseMode(mode string) int64 {
	r, w := strings.ContainsRune(mode, 'r'), strings.ContainsRune(mode, 'w')
	switch {
	case r && w:
		return ModeReadWrite
	case w:
		return ModeWriteOnly
	}
	return ModeReadOnly
}

// carriesText reports whether a return type can carry text, a number or
// bytes that taint matters for (strings, tokens, ids, messages).
func carriesText(ret string) bool {
	switch ret {
	case "Ljava/lang/String;", "Ljava/lang/Object;", "Ljava/lang/CharSequence;", "Ljava/lang/StringBuilder;",
		"J", "I", "[B", "[C", "Ljava/util/UUID;", "Ljava/math/BigInteger;":
		return true
	}
	return false
}

// maxSummaryTargets bounds the callees summarised at one call site.
const maxSummaryTargets = 4

// summary is what a program method's return value carries: taint, and the
// parameters (bit k for argument k) it returns or builds its result from.
type summary struct {
	taint  regflow.Taint
	params uint64
}

// returnSummary summarises m's returned values, analysing m on first use.
// Recursion (cycles, deep chains) yields an empty summary: taint may be
// missed, never invented.
func (p *Program) returnSummary(m *dex.Method) summary {
	if s, ok := p.summaries[m]; ok {
		return s
	}
	if p.summaryDepth >= maxSummaryDepth {
		return summary{}
	}
	p.summaries[m] = summary{} // cycle guard
	p.summaryDepth++
	a, err := p.Analyze(m)
	p.summaryDepth--
	var s summary
	if err == nil && a != nil {
		s.taint = a.Returns.Taint
		for _, alt := range a.Returns.Alts {
			if alt.Kind == regflow.Param && alt.Int < 64 {
				s.params |= 1 << alt.Int
			}
		}
	}
	p.summaries[m] = s
	return s
}

// intent records what Intent calls do to the Intent's explicitness.
func (e *model) intent(st *regflow.State, name string, ref *dex.MethodRef, args []regflow.Value) {
	recv := args[0]
	explicit := false
	var target regflow.Value
	switch name {
	case "<init>":
		ps := ref.Params
		switch {
		case len(ps) >= 2 && ps[len(ps)-1] == "Ljava/lang/Class;" && ps[len(ps)-2] == "Landroid/content/Context;":
			explicit, target = true, args[len(args)-1]
		case len(ps) == 1 && ps[0] == ClassIntent:
			src := args[1]
			if src.Exact() && !src.Has(func(a regflow.Alt) bool { return a.Kind != regflow.New || !st.Marked(a.Site) }) {
				explicit = true
				for _, a := range src.Alts {
					e.copyTarget(recv, a.Site)
				}
			}
		}
	case "setComponent":
		explicit = true
		for _, a := range args[1].Alts {
			if a.Kind == regflow.New {
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
		if a.Kind == regflow.New {
			st.Mark(a.Site)
		}
	}
	if !target.IsUndefined() {
		e.target(recv, target)
	}
}

// target records the component class an Intent or ComponentName names.
func (e *model) target(recv, cls regflow.Value) {
	c, ok := cls.Single()
	if !ok {
		return
	}
	desc := ""
	switch c.Kind {
	case regflow.Class:
		desc = c.Str
	case regflow.Str:
		desc = "L" + strings.ReplaceAll(c.Str, ".", "/") + ";"
	default:
		return
	}
	for _, a := range recv.Alts {
		if a.Kind == regflow.New {
			e.a.Target[a.Site] = desc
		}
	}
}

func (e *model) copyTarget(recv regflow.Value, from uint32) {
	if t, ok := e.a.Target[from]; ok {
		for _, a := range recv.Alts {
			if a.Kind == regflow.New {
				e.a.Target[a.Site] = t
			}
		}
	}
}

// taint computes the taint of a call's result and folds argument taint into
// builders.
func (e *model) taint(st *regflow.State, in *dex.Insn, ref *dex.MethodRef, recv regflow.Value, args []regflow.Value) regflow.Taint {
	cls, name := ref.Class, ref.Name
	var all regflow.Taint
	for _, a := range args {
		all |= st.ValueTaint(a)
	}
	switch {
	case isThrowable(cls) || recv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.Exception }):
		switch name {
		case "getMessage", "getLocalizedMessage", "toString", "getStackTrace", "getCause", "getSuppressed":
			return regflow.TaintException
		case "printStackTrace":
			for _, a := range args[1:] {
				e.taintObjects(st, a, regflow.TaintException)
			}
		}
	case cls == "Landroid/util/Log;" && name == "getStackTraceString",
		cls == "Lkotlin/ExceptionsKt;" && name == "stackTraceToString":
		return regflow.TaintException
	case cls == "Ljava/lang/Math;" && name == "random",
		cls == "Ljava/lang/System;" && (name == "currentTimeMillis" || name == "nanoTime"),
		cls == "Landroid/os/SystemClock;",
		cls == "Ljava/util/concurrent/ThreadLocalRandom;",
		strings.HasPrefix(cls, "Lkotlin/random/Random"),
		(cls == "Ljava/util/concurrent/atomic/AtomicInteger;" || cls == "Ljava/util/concurrent/atomic/AtomicLong;") &&
			strings.Contains(strings.ToLower(name), "increment"):
		return regflow.TaintPredictable | all
	case cls == "Ljava/util/Random;" && name == "<init>":
		e.taintObjects(st, recv, regflow.TaintPredictable)
		return 0
	case cls == "Ljava/security/SecureRandom;" || cls == "Ljava/util/UUID;" && name == "randomUUID" ||
		recv.Has(func(a regflow.Alt) bool { return a.Kind == regflow.New && a.Str == "Ljava/security/SecureRandom;" }):
		if name == "nextBytes" && len(args) > 1 {
			e.taintObjects(st, args[1], regflow.TaintSecure)
		}
		return regflow.TaintSecure
	case cls == "Ljava/util/Random;" && name == "nextBytes" && len(args) > 1:
		e.taintObjects(st, args[1], st.ValueTaint(recv))
		return 0
	}
	if name == "<init>" && len(args) > 1 {
		// Constructors of builders and writers wrap their arguments.
		if propagates(cls) {
			var t regflow.Taint
			for _, a := range args[1:] {
				t |= st.ValueTaint(a)
				for _, x := range recv.Alts {
					for _, y := range a.Alts {
						if x.Kind == regflow.New && y.Kind == regflow.New {
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
		var t regflow.Taint
		for _, a := range args[1:] {
			t |= st.ValueTaint(a)
		}
		e.taintObjects(st, recv, t)
	}
	return all
}

// taintObjects taints the objects v may be and the objects they wrap.
func (e *model) taintObjects(st *regflow.State, v regflow.Value, t regflow.Taint) {
	if t == 0 {
		return
	}
	st.TaintObjects(v, t)
	for _, a := range v.Alts {
		if a.Kind != regflow.New {
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
