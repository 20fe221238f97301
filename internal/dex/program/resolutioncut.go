package program

import (
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// ResolutionCut is a put under "resolution" whose PendingIntent is read
// from a field the analysis could not fully read: a method writing the
// field could not be analyzed (rejected by the verifier, over the work
// budget), so the PendingIntents it stores were not judged as resolution
// ones. CETP601 and 602 report it as a note at the put.
type ResolutionCut struct {
	Method *dex.Method // the method that puts the field's value
	Call   *Call       // the put
	Field  *dex.FieldRef
	Writer *dex.Method // the first writer that could not be analyzed
	// Delegate is set, with no Field, when the PendingIntent comes from a
	// Kotlin delegate the analysis cannot follow (Koin's inject()).
	Delegate bool
}

// ResolutionCuts returns the puts under "resolution" whose PendingIntent
// could not be followed back to where it was created, as found by
// PendingIntents (call that first).
func (p *Program) ResolutionCuts() []ResolutionCut { return p.piCuts }

// ResolutionPairCut is a Bundle or JSON object built from key-value pairs
// (bundleOf, JSONObject(mapOf)) in a method that may put a PendingIntent
// under "resolution", some of whose pairs the analysis cannot read: a
// resolution among them is not known as one, and what the rules check of
// a resolution's target (CETP615, 623) is not checked for it.
//
// With Helper set it is another cut: Helper (an R8 outline, a helper
// given a key and a Parcelable) puts what its callers pass under a key
// they pass, and the callers from Method's call on (Callers in all) were
// not followed back, or (Deep) its callers pass on their own parameters
// to more helpers deep than are followed: a resolution put through them
// is not known as one.
type ResolutionPairCut struct {
	Method  *dex.Method
	Call    *Call // the build, or the call of Helper
	Helper  *dex.Method
	Callers int
	Deep    bool
	// Field, when set, is a PendingIntent field the put reads whose
	// constructions were not all followed (fieldParamArgs): past
	// MaxStoredArgCallers call sites (Callers), or handed on from a
	// parameter more calls up than followed (Deep).
	Field *dex.FieldRef
}

// ResolutionPairCuts returns the builds from pairs that could not all be
// read in methods that may put a resolution, as found by PendingIntents
// (call that first).
func (p *Program) ResolutionPairCuts() []ResolutionPairCut { return p.piPairCuts }

// noteUnreadFields records a cut for each program field of a
// PendingIntent type in v whose writers could not all be analyzed.
func (p *Program) noteUnreadFields(m *dex.Method, c *Call, v regflow.Value) {
	for _, alt := range v.Alts {
		if alt.Kind != regflow.Field || alt.Field == nil || p.Classes[alt.Field.Class] == nil {
			continue
		}
		if t := alt.Field.Type; t != ClassPendingIntent && t != "Ljava/lang/Object;" && t != "Landroid/os/Parcelable;" {
			continue
		}
		if ff := p.fieldFact(alt.Field); ff != nil && ff.Unanalyzed != nil {
			p.piCuts = append(p.piCuts, ResolutionCut{Method: m, Call: c, Field: alt.Field, Writer: ff.Unanalyzed})
		}
	}
}

// noteDelegate records a cut for a put under "resolution" whose value comes
// from a Kotlin delegate the analysis cannot follow: the PendingIntent
// made behind it is neither judged nor cleared.
func (p *Program) noteDelegate(m *dex.Method, c *Call, v regflow.Value) {
	if v.Taint&regflow.TaintDelegate != 0 {
		p.piCuts = append(p.piCuts, ResolutionCut{Method: m, Call: c, Delegate: true})
	}
}
