package descriptorrules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/ident"
)

func init() { register("CETP405", checkConfirmationField) }

var (
	confirmTokens = setOf("confirm", "confirmed", "confirmation", "approve", "approved", "approval",
		"preapproved", "preconfirmed", "consent", "consented", "acknowledged", "authorized", "authorised")
	bypassTokens = setOf("skip", "bypass", "no", "without", "disable", "override", "force", "forced")
	// identifierTokens make a confirm-token name an identifier the user
	// reads out (a booking's confirmation number), not an assertion.
	identifierTokens = setOf("code", "number", "id", "no", "ref", "reference", "email", "url", "message",
		"text", "template", "channel", "method", "page", "screen", "dialog", "title", "prompt")
)

// confirmationAssertion reports whether a property name asserts a
// confirmation: a confirm token (not naming an identifier), or "force" as
// the whole name or its leading word with an action ("force_delete").
func confirmationAssertion(name string) bool {
	toks := ident.Tokens(name)
	if len(toks) == 0 {
		return false
	}
	if hasToken(toks, confirmTokens) {
		last := toks[len(toks)-1]
		return !identifierTokens[last]
	}
	if toks[0] == "force" || toks[0] == "forced" {
		return len(toks) == 1 || mutationVerbs[toks[1]]
	}
	if len(toks) >= 2 && bypassTokens[toks[0]] && (toks[1] == "prompt" || toks[1] == "dialog" || toks[1] == "check") {
		return true
	}
	return false
}

func checkConfirmationField(p *DeclPass) {
	if p.Set.Tools == nil {
		return
	}
	for _, t := range p.Set.Tools.Tools.Items {
		c := t.Annotations.ConfirmationValue()
		if c != cetp.ConfirmAlways && c != cetp.ConfirmProviderPolicy {
			continue
		}
		if t.InputSchema.Kind != descriptor.KindObject {
			continue
		}
		for _, pr := range inputProperties(t.InputSchema.Node) {
			if confirmationAssertion(pr.Name) {
				p.Report(pr.At, Subject(pr.At), t.Label()+":"+pr.Name,
					"tool %s (confirmation %s) takes input %s, which lets the Consumer assert confirmation; remove it and confirm in Provider UI (§4.3)",
					finding.Quote(t.Label()), finding.Quote(string(c)), finding.Quote(pr.Name))
			}
		}
	}
}
