package rules

import (
	"github.com/clawseed/cetpaudit/capture"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/decl"
	"github.com/clawseed/cetpaudit/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP503", Name: "OversizedText", Level: finding.Warning, Precision: VeryHigh,
		Section: "7.3", Applies: "P, T, E",
		Short: "A description over 2,048 bytes, a title over 128, or a whole response over the inline limit.",
		Full: "Consumers must enforce length limits on Provider text (§7.3); long descriptions are where " +
			"poisoned instructions hide and they crowd the agent's context. Descriptions over 2,048 bytes, " +
			"titles over 128 bytes and error messages over 2,048 bytes are flagged, as is a whole " +
			"provider-info or tool-list response larger than the negotiated max_inline_result_bytes " +
			"(or its 262,144-byte minimum when no negotiation was captured).",
		Fix:      "Shorten the text: describe what the tool does and its arguments, nothing else.",
		Example:  "```json\n\"description\": \"Create a price alert. <2,000 more bytes of text>\"   // flagged\n```",
		CWE:      400,
		Captures: checkOversized,
	})
}

func checkOversized(p *CapturePass) {
	limit := int64(cetp.MinInlineResultBytes)
	for _, n := range negotiations(p.Set) {
		if l := n.Doc.Get(cetp.FieldLimits).Get(string(cetp.LimitMaxInlineResultBytes)); decl.KindOf(l) == decl.KindInteger && l.Int > limit {
			limit = l.Int
		}
	}
	text := func(what string, f decl.String, max int) {
		if f.OK() && len(f.Value) > max {
			p.Report(f.At, Subject(f.At), what, "%s is %d bytes, over the %d-byte limit; shorten it (§7.3)", what, len(f.Value), max)
		}
	}
	whole := func(c *capture.Capture, what string) {
		if size := int64(c.Doc.End - c.Doc.Start); size > limit {
			p.Report(c.Doc.At, "", what, "%s response is %d bytes, over the inline result limit of %d bytes (§4.5, §7.3)", what, size, limit)
		}
	}
	for _, c := range p.Set.Captures {
		switch c.Kind {
		case capture.ProviderInfo:
			pr := decl.ProviderFromNode(c.Doc)
			text("provider description", pr.Description, cetp.MaxDescriptionBytes)
			for _, s := range pr.Scopes.Items {
				text("scope "+finding.Quote(s.Name.Value)+" description", s.Description, cetp.MaxDescriptionBytes)
				text("scope "+finding.Quote(s.Name.Value)+" title", s.Title, cetp.MaxTitleBytes)
			}
			whole(c, "get_provider_info")
		case capture.ToolsV2, capture.ToolsV1:
			for _, t := range decl.ToolListFromNode(c.Doc).Tools.Items {
				tool := "tool " + finding.Quote(t.Label())
				text(tool+" description", t.Description, cetp.MaxDescriptionBytes)
				text(tool+" title", t.Title, cetp.MaxTitleBytes)
			}
			whole(c, "list_tools")
		case capture.Error:
			msg, at := field(c.Doc, cetp.KeyErrorMessage)
			text("error_message", decl.StringOf(msg, at), cetp.MaxDescriptionBytes)
		}
	}
}
