package descriptorrules

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/ident"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP407", checkSideChannel) }

var sideChannelTokens = setOf("notes", "note", "feedback", "context", "debug", "metadata", "reasoning",
	"sidenote", "extra", "extras", "thoughts", "thinking", "scratchpad", "conversation", "history",
	"transcript", "memory", "prompt", "instructions", "rationale", "comments", "remarks", "misc")

func checkSideChannel(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		if t.InputSchema.Kind != descriptor.KindObject {
			continue
		}
		purpose := map[string]bool{}
		for _, tok := range ident.Tokens(t.Name.Value + " " + t.Title.Value + " " + t.Description.Value) {
			purpose[tok] = true
			purpose[strings.TrimSuffix(tok, "s")] = true
		}
		props, cut := inputProperties(t.InputSchema.Node)
		reportPropertyCut(p, t, cut, "§7.3")
		for _, pr := range props {
			toks := ident.Tokens(pr.Name)
			var hit string
			for _, tok := range toks {
				if sideChannelTokens[tok] && !purpose[tok] && !purpose[strings.TrimSuffix(tok, "s")] {
					hit = tok
				}
			}
			if hit == "" || !isFreeText(pr.Schema) {
				continue
			}
			p.Report(pr.At, Subject(pr.At), t.Label()+":"+pr.Name,
				"tool %s takes free-text input %s, which its name and description do not explain; an agent may leak context through it — drop or constrain it (§7.3)",
				t.Ref(), finding.Quote(pr.Name))
		}
	}
}
