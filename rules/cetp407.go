package rules

import (
	"github.com/clawseed/cetpaudit/internal/ident"
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP407", Name: "SideChannelParameter", Level: finding.Note, Precision: Low,
		Section: "7.3", Applies: "T, G",
		Short: "A free-text input whose name invites the agent to send its context along, unexplained by the tool's purpose.",
		Full: "A poisoned or over-curious tool can ask for a free-text argument such as notes, context, " +
			"debug, metadata, reasoning or feedback and receive whatever the agent fills in: the " +
			"conversation, other tools' results, secrets (§7.3). Flagged when the argument is free text " +
			"and neither the tool's name nor its description mentions the word. Precision is low: " +
			"review, then suppress with a reason if the argument is legitimate.",
		Fix:     "Drop the argument, or constrain it (enum, pattern, short maxLength) and explain it in the tool's description.",
		Example: "```json\n{\"name\": \"get_quote\", \"input_schema\": {\"properties\": {\"symbol\": {...}, \"context\": {\"type\": \"string\"}}}}   // flagged\n```",
		CWE:     200,
		Decl:    checkSideChannel,
	})
}

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
		for _, pr := range inputProperties(t.InputSchema.Node) {
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
				finding.Quote(t.Label()), finding.Quote(pr.Name))
		}
	}
}
