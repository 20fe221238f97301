package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// ClassTaskStackBuilderCompat is androidx's TaskStackBuilder, the same
// builder as the framework's.
const ClassTaskStackBuilderCompat = "Landroidx/core/app/TaskStackBuilder;"

// isTaskStackBuilder reports whether class is one of the TaskStackBuilders.
func isTaskStackBuilder(class string) bool {
	return class == ClassTaskStackBuilder || class == ClassTaskStackBuilderCompat
}

// A TaskStackBuilder's PendingIntent starts the Intents added to it
// (addNextIntent, addNextIntentWithParentStack) on top of the parent
// Activities addParentStack reads from the manifest: it is explicit when
// every added Intent is, and it opens the last one added. stackIntents
// follows, within one method, the Intents added to each builder made
// there (TaskStackBuilder.create), the chained calls included.
type stackIntents struct {
	of    map[uint32]uint32 // a builder call's result site → the builder's create site
	added map[uint32][]stackIntent
	seen  map[uint32]bool // builders something was added to
}

// stackIntent is one Intent added to a builder, judged where it is added.
type stackIntent struct {
	verdict Verdict
	target  string
	value   regflow.Value
}

// builder returns the create site of the builder v is, when v is one
// made in this method.
func (s *stackIntents) builder(v regflow.Value) (uint32, bool) {
	x, ok := v.Single()
	if !ok || x.Kind != regflow.Call || x.Via != nil || x.Ref == nil || !isTaskStackBuilder(x.Ref.Class) {
		return 0, false
	}
	if id, ok := s.of[x.Site]; ok {
		return id, true
	}
	if x.Ref.Name == "create" {
		return x.Site, true
	}
	return 0, false
}

// step records what the call at in adds to a builder.
func (s *stackIntents) step(p *Program, a *Analysis, st *regflow.State, in *dex.Insn, call *Call) {
	if !isTaskStackBuilder(call.Ref.Class) {
		return
	}
	switch call.Ref.Name {
	case "addNextIntent", "addNextIntentWithParentStack", "addParentStack":
	default:
		return
	}
	args := regflow.Args(st, in, call.Ref, in.IsStaticInvoke())
	if len(args) < 2 {
		return
	}
	id, ok := s.builder(args[0])
	if !ok {
		return
	}
	if s.of == nil {
		s.of, s.added, s.seen = map[uint32]uint32{}, map[uint32][]stackIntent{}, map[uint32]bool{}
	}
	s.of[in.Addr] = id // the call returns the builder
	s.seen[id] = true
	if call.Ref.Name == "addParentStack" {
		return // parents named by the manifest: explicit
	}
	v, t, _ := p.explicit(a, st, args[1], 0)
	s.added[id] = append(s.added[id], stackIntent{verdict: v, target: t, value: args[1]})
}

// decide fills the Intent inputs of a TaskStackBuilder's getPendingIntent
// from the Intents added to its receiver.
func (s *stackIntents) decide(inp *piInputs, recv regflow.Value) {
	inp.noIntent = false
	id, ok := s.builder(recv)
	if !ok || !s.seen[id] {
		inp.intentFixed = Unknown
		inp.intentWhy = "the TaskStackBuilder is not built in this method (it comes from a parameter, a field or a helper), so the Intents added to it are not known"
		return
	}
	added := s.added[id]
	if k := callerGiven(added); k >= 0 {
		// A helper stacking the Intent its caller gives (on top of
		// explicit ones it makes itself, a home screen under the
		// confirmation): the callers' business, like any wrapper's, and
		// judged at each call (rev31_j2).
		inp.intent = added[k].value
		return
	}
	inp.intentFixed = Yes
	for _, x := range added {
		if x.verdict == No || inp.intentFixed == Yes {
			inp.intentFixed = x.verdict
		}
		inp.intentTarget = x.target
	}
	if inp.intentFixed != Yes {
		inp.intentTarget = ""
	}
	if inp.intentFixed == Unknown {
		inp.intentWhy = "an Intent added to the TaskStackBuilder has an origin that is not known"
	}
}

// callerGiven returns the index of the one Intent added to a builder that
// is undecided here because it comes from a parameter, when every other
// Intent added is explicit; or -1.
func callerGiven(added []stackIntent) int {
	k := -1
	for i, x := range added {
		switch {
		case x.verdict == Yes:
		case x.verdict == Unknown && k < 0 && x.value.Has(func(x regflow.Alt) bool { return x.Kind == regflow.Param }):
			k = i
		default:
			return -1
		}
	}
	return k
}
