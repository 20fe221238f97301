package descriptorrules

import (
	"strconv"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

func init() { register("CETP303", checkRequired) }

func checkRequired(p *DeclPass) {
	if pr := p.Set.Provider; pr != nil && pr.Kind == descriptor.KindObject {
		owner := "provider info"
		required(p, owner, cetp.FieldProviderID, pr.ProviderID.Kind, descriptor.KindString, pr.ProviderID.At)
		required(p, owner, cetp.FieldProviderName, pr.ProviderName.Kind, descriptor.KindString, pr.ProviderName.At)
		required(p, owner, cetp.FieldDescription, pr.Description.Kind, descriptor.KindString, pr.Description.At)
		required(p, owner, cetp.FieldScopes, pr.Scopes.Kind, descriptor.KindArray, pr.Scopes.At)
	}
	l := p.Set.Tools
	if l == nil || l.Kind != descriptor.KindObject {
		return
	}
	required(p, "tool list", cetp.FieldRevision, l.Revision.Kind, descriptor.KindString, l.Revision.At)
	required(p, "tool list", cetp.FieldTools, l.Tools.Kind, descriptor.KindArray, l.Tools.At)
	for _, t := range l.Tools.Items {
		if t.Kind != descriptor.KindObject {
			if t.Kind.Concrete() {
				p.Report(t.At, Subject(t.At), t.Node.Canonical(), "tool #%d is a JSON %s, not a tool descriptor object (§3.3)", t.Index, t.Kind)
			}
			continue
		}
		owner := "tool " + t.Ref()
		if !t.Name.OK() && t.Name.Kind != descriptor.KindDynamic {
			owner = "tool #" + strconv.Itoa(t.Index)
		}
		if t.Name.Kind == descriptor.KindAbsent {
			required(p, owner, cetp.FieldName, t.Name.Kind, descriptor.KindString, t.Name.At)
		}
		required(p, owner, cetp.FieldDescription, t.Description.Kind, descriptor.KindString, t.Description.At)
		if t.InputSchema.Kind == descriptor.KindAbsent {
			required(p, owner, cetp.FieldInputSchema, t.InputSchema.Kind, descriptor.KindObject, t.InputSchema.At)
		}
		required(p, owner, cetp.FieldScopes, t.Scopes.Kind, descriptor.KindArray, t.Scopes.At)
		a := t.Annotations
		required(p, owner, cetp.FieldAnnotations, a.Kind, descriptor.KindObject, a.At)
		if a.Kind != descriptor.KindObject {
			continue
		}
		// Wrong types of the enums are CETP304's: report absence only.
		for _, f := range []descriptor.String{a.Effect, a.Risk, a.Confirmation} {
			if f.Kind == descriptor.KindAbsent {
				required(p, owner, lastToken(f.At.Logical), f.Kind, descriptor.KindString, f.At)
			}
		}
	}
}

// required reports a required field that is absent or of the wrong type.
func required(p *DeclPass, owner, field string, got, want descriptor.Kind, at descriptor.Loc) {
	switch {
	case got == want || got == descriptor.KindDynamic:
	case got == descriptor.KindAbsent:
		p.Report(at, Subject(at), "", "%s has no %s; it is required (§3.2, §3.3)", owner, field)
	default:
		p.Report(at, Subject(at), got.String(), "%s has %s as a JSON %s; it must be a JSON %s (§3.2, §3.3)", owner, field, got, want)
	}
}

func lastToken(ptr string) string {
	for i := len(ptr) - 1; i >= 0; i-- {
		if ptr[i] == '/' {
			return ptr[i+1:]
		}
	}
	return ptr
}
