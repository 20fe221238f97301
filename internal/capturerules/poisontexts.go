package capturerules

import (
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

// Which texts the tool-poisoning rules read in captures (CETP501–505):
//
//   - P: a provider info's provider name, description, scope titles and
//     descriptions;
//   - T and T1: every tool's title and description and the titles and
//     descriptions inside its input and output schemas, in v2 and v1
//     list_tools answers alike;
//   - E: error_message and (CETP501, CETP502) the strings of error_details.
//
// Operation progress messages (O) are checked through the same entry
// point, poisoning.Directives, by the operation capture model.

// poisonText is a text with the names CETP505 compares it with: the scan's
// names (indexed once for the whole set) less the tool's own; names is nil
// for texts that are not a tool's, which CETP505 does not read.
type poisonText struct {
	descriptorrules.Text
	names  *poisoning.Names
	except []string
}

// directives runs the poisoning checks on the text in its scope.
func (tx poisonText) directives() (instr, cross []poisoning.Match) {
	if tx.names == nil {
		return poisoning.Directives(tx.Str, nil)
	}
	return poisoning.DirectivesExcept(tx.Str, tx.names, tx.except...)
}

// listTexts lists the texts of the set's v2 lists (v1 too when v1) with
// their tools' cross-tool scope in the scan, and that scope (CETP505
// notes the names it left out).
func listTexts(p *CapturePass, v1 bool) ([]poisonText, *toolScope) {
	sc := newToolScope(p)
	names := poisoning.NewNames(sc.names)
	sc.left += names.Left()
	var out []poisonText
	for _, c := range p.Set.Captures {
		if c.Kind != capture.ToolsV2 && !(v1 && c.Kind == capture.ToolsV1) {
			continue
		}
		l := c.ToolList()
		for _, tx := range descriptorrules.DeclTexts(&descriptor.Set{Tools: l}) {
			pt := poisonText{Text: tx}
			if tx.Tool != nil {
				pt.names, pt.except = names, ownNames(tx.Tool)
			}
			out = append(out, pt)
		}
	}
	return out, sc
}

// v1ListTexts lists the texts of the set's v1 lists.
func v1ListTexts(s *capture.Set) []descriptorrules.Text {
	var out []descriptorrules.Text
	for _, c := range s.Of(capture.ToolsV1) {
		out = append(out, descriptorrules.DeclTexts(&descriptor.Set{Tools: c.ToolList()})...)
	}
	return out
}

// providerTexts lists the texts of the set's provider infos.
func providerTexts(s *capture.Set) []descriptorrules.Text {
	var out []descriptorrules.Text
	for _, c := range s.Of(capture.ProviderInfo) {
		out = append(out, descriptorrules.DeclTexts(&descriptor.Set{Provider: c.Provider()})...)
	}
	return out
}

// toolScope holds the names a tool's text may not steer toward: every
// tool name and title of every list in the scan, and the provider id and
// name of every other capture set.
type toolScope struct {
	names []string
	// left counts the distinct names past maxScopeNames, which no text
	// is compared with.
	left int
}

// maxScopeNames bounds a scope (poisoning.CrossToolRefs bounds it too).
const maxScopeNames = 4096

func newToolScope(p *CapturePass) *toolScope {
	sc := &toolScope{}
	seen := map[string]bool{}
	add := func(n string) {
		if n == "" || seen[n] {
			return
		}
		seen[n] = true
		if len(sc.names) < maxScopeNames {
			sc.names = append(sc.names, n)
		} else {
			sc.left++
		}
	}
	scan := p.Scan
	if len(scan) == 0 {
		scan = []*capture.Set{p.Set}
	}
	for _, s := range scan {
		for _, c := range s.Captures {
			switch c.Kind {
			case capture.ToolsV2, capture.ToolsV1:
				for _, t := range c.ToolList().Tools.Items {
					if t.Name.OK() {
						add(t.Name.Value)
					}
					if t.Title.OK() {
						add(t.Title.Value)
					}
				}
			case capture.ProviderInfo:
				if s == p.Set {
					continue // this provider is not "another provider"
				}
				pr := c.Provider()
				if pr.ProviderID.OK() {
					add(pr.ProviderID.Value)
				}
				if pr.ProviderName.OK() {
					add(pr.ProviderName.Value)
				}
			}
		}
	}
	return sc
}

// ownNames are a tool's own name and title, which its texts may name.
func ownNames(t *descriptor.Tool) []string {
	var own []string
	if t.Name.OK() {
		own = append(own, t.Name.Value)
	}
	if t.Title.OK() {
		own = append(own, t.Title.Value)
	}
	return own
}
