package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
)

// errorTexts lists the untrusted texts of a set's responses other than
// descriptors: the error messages of its error captures and, with details,
// the strings inside error_details (Src E); and the operation texts of its
// get_operation and cancel_operation captures (Src O, operationTexts).
func errorTexts(s *capture.Set, details bool) []descriptorrules.Text {
	out := operationTexts(s)
	for _, c := range s.Of(capture.Error) {
		if descriptor.KindOf(c.Doc) != descriptor.KindObject {
			continue
		}
		if m := c.Doc.Get(cetp.KeyErrorMessage); descriptor.KindOf(m) == descriptor.KindString {
			out = append(out, descriptorrules.Text{What: "error_message", Str: m.Str, At: m.At})
		}
		if !details {
			continue
		}
		var col errorStrings
		details := c.Doc.Get(cetp.KeyErrorDetails)
		col.collect(details, 0)
		for _, d := range col.texts {
			out = append(out, descriptorrules.Text{What: "error_details value", Str: d.Str, At: d.At})
		}
		if cut := col.cut(); cut != "" {
			out = append(out, descriptorrules.Text{What: "error_details", At: details.At, Cut: cut, CutFix: "return fewer details"})
		}
	}
	return out
}

// operationTexts lists what operations show: progress.message (display
// text, §4.4) and a failed operation's error.error_message.
func operationTexts(s *capture.Set) []descriptorrules.Text {
	var out []descriptorrules.Text
	for _, c := range s.Captures {
		if (c.Kind != capture.GetOperation && c.Kind != capture.CancelOperation) || descriptor.KindOf(c.Data) != descriptor.KindObject {
			continue
		}
		if m := c.Data.Get(cetp.FieldProgress).Get(cetp.FieldMessage); descriptor.KindOf(m) == descriptor.KindString && m.Str != "" {
			out = append(out, descriptorrules.Text{What: "operation progress.message", Str: m.Str, At: m.At})
		}
		if m := c.Data.Get(cetp.FieldError).Get(cetp.KeyErrorMessage); descriptor.KindOf(m) == descriptor.KindString && m.Str != "" {
			out = append(out, descriptorrules.Text{What: "operation error_message", Str: m.Str, At: m.At})
		}
	}
	return out
}

// captureDeclTexts lists the descriptive text of every provider info and
// v2 and v1 list of a capture set, each once (sources P, T, T1).
func captureDeclTexts(s *capture.Set) []descriptorrules.Text {
	var out []descriptorrules.Text
	for _, c := range s.Captures {
		switch c.Kind {
		case capture.ProviderInfo:
			out = append(out, descriptorrules.DeclTexts(&descriptor.Set{Provider: c.Provider()})...)
		case capture.ToolsV2, capture.ToolsV1:
			out = append(out, descriptorrules.DeclTexts(&descriptor.Set{Tools: c.ToolList()})...)
		}
	}
	return out
}

// negotiations returns the set's negotiate captures whose document is an
// object.
func negotiations(s *capture.Set) []*capture.Capture {
	var out []*capture.Capture
	for _, c := range s.Of(capture.Negotiate) {
		if descriptor.KindOf(c.Doc) == descriptor.KindObject {
			out = append(out, c)
		}
	}
	return out
}
