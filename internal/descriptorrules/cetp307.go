package descriptorrules

import (
	"strings"
	"unicode"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP307", checkEffectScopes) }

// scopeAccess maps catalog scope names to their valid access.
func scopeAccess(pr *descriptor.Provider) map[string]cetp.Access {
	if pr == nil || pr.Scopes.Kind != descriptor.KindArray {
		return nil
	}
	m := map[string]cetp.Access{}
	for _, s := range pr.Scopes.Items {
		if s.Name.OK() && s.Access.OK() && cetp.Access(s.Access.Value).Valid() {
			m[s.Name.Value] = cetp.Access(s.Access.Value)
		}
	}
	return m
}

func checkEffectScopes(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	access := scopeAccess(p.Set.Provider)
	for _, t := range p.Set.Tools.Tools.Items {
		a := &t.Annotations
		e := a.EffectValue()
		if e == "" {
			continue
		}
		tool := t.Ref()
		var writes, reads []string
		allKnown := true
		if t.Scopes.OK() {
			for _, s := range t.Scopes.Items {
				acc, ok := access[s.Value]
				switch {
				case !s.OK() || !ok:
					allKnown = false
				case acc == cetp.AccessWrite:
					writes = append(writes, s.Value)
				default:
					reads = append(reads, s.Value)
				}
			}
		}
		about := scopeSubjects(p.Set.Provider, t)
		if e == cetp.EffectRead {
			var why []string
			if a.Destructive.OK() && a.Destructive.Value {
				why = append(why, "declares destructive: true")
			}
			if len(writes) > 0 {
				why = append(why, "requires write scope "+finding.QuoteList(writes))
			}
			if len(why) > 0 {
				p.Report(a.Effect.At, Subject(a.Effect.At), t.Label(),
					"tool %s has effect \"read\" but %s; a read tool must not mutate state — fix the effect or the declarations (§3.4, §7.2)",
					tool, strings.Join(why, " and "))
				p.Last().About = about
			}
			continue
		}
		if allKnown && len(reads) > 0 && len(writes) == 0 {
			p.Report(a.Effect.At, Subject(a.Effect.At), t.Label(),
				"tool %s has effect %s but its scopes %s are all read-access; require a write scope (§3.4, §7.2)",
				tool, finding.Quote(string(e)), finding.QuoteList(reads))
			p.Last().About = about
		}
	}
}

// scopeSubjects returns the precedence subjects of the scope declarations
// a tool's scope verdict reads: every declaration of each scope the tool
// names, the scopes declared with an invalid name that normalizes to one of
// them ("Alerts Read" for "alerts.read"), and, since a scope without a name
// string could be any of them, the scopes declared without one. A CETP302 finding on any of these makes the
// verdict unreliable and silences it (revision 2 precedence).
func scopeSubjects(pr *descriptor.Provider, t *descriptor.Tool) []string {
	if pr == nil || pr.Scopes.Kind != descriptor.KindArray || !t.Scopes.OK() {
		return nil
	}
	named := map[string]bool{}
	for _, s := range t.Scopes.Items {
		if s.OK() {
			named[s.Value] = true
			named[normScope(s.Value)] = true
		}
	}
	var out []string
	for _, s := range pr.Scopes.Items {
		if s.Kind == descriptor.KindObject && s.Name.OK() && !named[s.Name.Value] &&
			(cetp.ValidScopeName(s.Name.Value) || !named[normScope(s.Name.Value)]) {
			continue
		}
		out = append(out, Subject(s.At))
		if s.Kind == descriptor.KindObject {
			out = append(out, Subject(s.Name.At), Subject(s.Access.At), Subject(s.Sensitivity.At))
		}
	}
	return out
}

// normScope folds case and the separators a malformed scope name may use
// instead of the dot.
func normScope(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '_', '-', ':', '/':
			return '.'
		}
		return unicode.ToLower(r)
	}, strings.TrimSpace(name))
}
