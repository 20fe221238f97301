package program

import (
	"errors"
	"fmt"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// LimitKind is a bound of the analysis, or a method it could not analyze.
type LimitKind uint8

// Limit kinds.
const (
	// LimitRejected: the method would be rejected by the dex verifier, so
	// it was not analyzed.
	LimitRejected LimitKind = iota + 1
	// LimitWork: the method exceeds the dataflow work per method budget.
	LimitWork
	// LimitFixpoint: the method's analysis did not converge.
	LimitFixpoint
	// LimitTargets: a call has more possible targets than are followed.
	LimitTargets
	// LimitSummaryDepth: helpers nest deeper than summaries follow.
	LimitSummaryDepth
	// LimitRecursion: a call is part of a recursive cycle whose summaries
	// did not settle within the fixpoint's bounds; its result is taken as
	// unknown.
	LimitRecursion
	// LimitWrapperDepth: PendingIntent wrappers (helpers passing their
	// caller's flags or Intent on to a factory) nest deeper than they are
	// followed; the callers of the deepest are not scanned.
	LimitWrapperDepth
	// LimitReflection: an object is made by reflection (Class.newInstance,
	// Constructor.newInstance) of a class the analysis cannot name: calls
	// on it reach only the classes made elsewhere.
	LimitReflection
	// LimitReflectiveCall: a method is run by reflection (Method.invoke)
	// and the methods it may run cannot be told (reflectinvoke.go): they
	// are not followed from there.
	LimitReflectiveCall
	// LimitBuilderCallers: a builder's build() or a DSL helper reading
	// the fields of the object its caller configures has more callers
	// than are judged one by one (builderchain.go); its PendingIntent is
	// judged on the union of every caller's stores.
	LimitBuilderCallers
	// LimitHelperDepth: a rule follows a value through helpers that hand
	// it on to other helpers only so deep (Detail says which value and how
	// deep); the deepest helper is not judged.
	LimitHelperDepth
)

// Limit is one place where the analysis stopped short: the method (and
// call, when there is one) where it happened and the callee involved.
type Limit struct {
	Kind   LimitKind
	Method *dex.Method
	Call   *Call
	Callee *dex.Method
	// Detail is the analyzer's own explanation (the verifier problem, the
	// budget arithmetic).
	Detail string
}

// String says what the limit means for the result, naming the method.
func (l Limit) String() string {
	switch l.Kind {
	case LimitRejected:
		return fmt.Sprintf("%s would be rejected by the dex verifier (%s), so it was not analyzed", l.Method, l.Detail)
	case LimitWork:
		return fmt.Sprintf("%s was not analyzed: %s", l.Method, l.Detail)
	case LimitFixpoint:
		return fmt.Sprintf("the analysis of %s stopped before converging", l.Method)
	case LimitTargets:
		return fmt.Sprintf("the call to %s in %s has more than %d possible targets; only %d were followed", l.Call.Ref, l.Method, maxTargets, maxTargets)
	case LimitSummaryDepth:
		return fmt.Sprintf("the call to %s in %s is nested deeper than %d helpers; its result is unknown", l.Callee, l.Method, maxSummaryNesting)
	case LimitWrapperDepth:
		return fmt.Sprintf("the call to %s in %s passes a PendingIntent's flags or Intent through more than %d wrappers; the PendingIntents made through it were not checked",
			javaRefName(l.Call.Ref), l.Method, maxWrapperDepth+1)
	case LimitReflection:
		return fmt.Sprintf("%s makes an object by reflection (%s) of a class it names nowhere the analysis reads (no class constant, no class name among the strings of its class or of the classes whose static fields it reads): calls on that object are followed only to the classes made elsewhere", l.Method, javaRefName(l.Call.Ref))
	case LimitReflectiveCall:
		return fmt.Sprintf("%s runs a method by reflection (%s), and %s: the methods it may run are not followed from there", l.Method, javaRefName(l.Call.Ref), l.Detail)
	case LimitBuilderCallers:
		return fmt.Sprintf("the PendingIntent %s creates from the fields of the object its caller configures has more than %d callers, so it is judged on the union of what they all set, not per caller: a field one caller never sets may hold its default (0, null) there",
			l.Method, maxBuilderCallers)
	case LimitHelperDepth:
		return fmt.Sprintf("%s hands %s on to %s, deeper than the rule follows; that helper is not judged", javaRefName(l.Method.Ref), l.Detail, javaRefName(l.Call.Ref))
	case LimitRecursion:
		return fmt.Sprintf("the call to %s in %s is part of a recursive cycle whose summaries did not settle (%s); its result is unknown",
			l.Callee, l.Method, l.Detail)
	}
	return "analysis limit"
}

// OnLimit sets a function told of every limit the analysis hits or meets
// again (a cached failure counts each time it is asked for), so a rule can
// say which of its results are incomplete. nil stops reporting.
func (p *Program) OnLimit(fn func(Limit)) { p.onLimit = fn }

// Quiet runs fn with limits not reported: for a reading that is no
// request's path (a provider's setup code), whose bounds say nothing of
// what a rule judged.
func (p *Program) Quiet(fn func()) {
	saved := p.onLimit
	p.onLimit = nil
	defer func() { p.onLimit = saved }()
	fn()
}

// NoteLimit reports a limit a rule hits in its own reading (a bound on how
// far it follows a value), as the analysis reports its own.
func (p *Program) NoteLimit(l Limit) { p.limit(l) }

func (p *Program) limit(l Limit) {
	if p.onLimit != nil {
		p.onLimit(l)
	}
}

// analysisLimit turns an analysis error into a limit.
func analysisLimit(m *dex.Method, err error) (Limit, bool) {
	var fe *regflow.Error
	if !errors.As(err, &fe) {
		return Limit{}, false
	}
	l := Limit{Kind: LimitRejected, Method: m, Detail: fe.Msg}
	if fe.Kind == regflow.OverBudget {
		l.Kind = LimitWork
	}
	return l, true
}
