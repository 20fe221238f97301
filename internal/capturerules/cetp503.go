package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/poisoning"
)

func init() { register("CETP503", checkOversized) }

func checkOversized(p *CapturePass) {
	limit := int64(cetp.MinInlineResultBytes)
	for _, n := range negotiations(p.Set) {
		if l := n.Doc.Get(cetp.FieldLimits).Get(string(cetp.LimitMaxInlineResultBytes)); descriptor.KindOf(l) == descriptor.KindInteger && l.Int > limit {
			limit = l.Int
		}
	}
	text := func(what string, f descriptor.String, kind poisoning.TextKind) {
		if f.OK() && poisoning.Oversized(f.Value, kind) {
			p.Report(f.At, descriptorrules.Subject(f.At), what, "%s is %d bytes, over the %d-byte limit; shorten it (§7.3)", what, len(f.Value), kind.Limit())
		}
	}
	whole := func(c *capture.Capture, what string) {
		if size := compactSize(c.Doc); size > limit {
			p.Report(c.Doc.At, "", what, "%s response is %d bytes, over the inline result limit of %d bytes (§4.5, §7.3)", what, size, limit)
		}
	}
	for _, c := range p.Set.Captures {
		switch c.Kind {
		case capture.ProviderInfo:
			pr := c.Provider()
			text("provider description", pr.Description, poisoning.Description)
			for _, s := range pr.Scopes.Items {
				text("scope "+finding.Quote(s.Name.Value)+" description", s.Description, poisoning.Description)
				text("scope "+finding.Quote(s.Name.Value)+" title", s.Title, poisoning.Title)
			}
			whole(c, "get_provider_info")
		case capture.ToolsV2, capture.ToolsV1:
			for _, t := range c.ToolList().Tools.Items {
				tool := "tool " + t.Ref()
				text(tool+" description", t.Description, poisoning.Description)
				text(tool+" title", t.Title, poisoning.Title)
			}
			whole(c, "list_tools")
		case capture.Error:
			msg, at := descriptorrules.Field(c.Doc, cetp.KeyErrorMessage)
			text("error_message", descriptor.StringOf(msg, at), poisoning.Description)
		}
	}
}

// compactSize is the byte size of n as compact JSON: scalars as written,
// no insignificant white space. A capture may have been pretty-printed
// after it was taken; the Provider's wire form is at least this large.
func compactSize(n *descriptor.Node) int64 {
	switch descriptor.KindOf(n) {
	case descriptor.KindAbsent:
		return 0
	case descriptor.KindArray:
		size := int64(2 + max(len(n.Elems)-1, 0)) // brackets, commas
		for _, e := range n.Elems {
			size += compactSize(e)
		}
		return size
	case descriptor.KindObject:
		size := int64(2 + max(len(n.Members)-1, 0)) // braces, commas
		for _, m := range n.Members {
			size += quotedSize(m.Key) + 1 + compactSize(m.Value) // key, colon, value
		}
		return size
	}
	if n.End > n.Start {
		return int64(n.End - n.Start)
	}
	return int64(len(n.Canonical()))
}

// quotedSize is the size of s as a JSON string literal with the escapes a
// JSON encoder needs.
func quotedSize(s string) int64 {
	size := int64(len(s) + 2)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\' || c == '\n' || c == '\r' || c == '\t' || c == '\b' || c == '\f':
			size++
		case c < 0x20:
			size += 5 // \u00XX
		}
	}
	return size
}
