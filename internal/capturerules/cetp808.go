package capturerules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptorrules"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() { register("CETP808", checkUnversionedServedAsV2) }

func checkUnversionedServedAsV2(p *CapturePass) {
	if versions, version, _, ok := advertised(p.Set.Manifest); ok && (versions != nil || version != 0) {
		if !slices.Contains(versions, cetp.V1) && (versions != nil || version != cetp.V1) {
			return // v2 only: not a dual-stack Provider
		}
	}
	for _, c := range p.Set.Captures {
		if !c.Request.Recorded || c.Request.ProtocolVersion != 0 || c.Request.VersionUnknown || c.Method == cetp.MethodNegotiate || !c.Method.Valid() || c.Response == nil {
			continue
		}
		var reasons []string
		var at *descriptor.Loc
		mark := func(l descriptor.Loc, reason string) {
			if at == nil {
				at = &l
			}
			reasons = append(reasons, reason)
		}
		if c.Kind == capture.ToolsV2 {
			mark(c.Doc.At, "the data is a v2 tool list (revision or annotations)")
		}
		if v := c.Response.Get(cetp.KeyProtocolVersion); descriptor.KindOf(v) == descriptor.KindInteger && v.Int == cetp.V2 {
			mark(v.At, "the response echoes protocol_version 2")
		}
		if st := c.Response.Get(cetp.KeyStatus); capture.Str(st) == cetp.StatusAccepted {
			mark(st.At, "status \"accepted\" is a v2 operation")
		}
		if k := c.Data.Get(cetp.FieldResultKind); c.Method == cetp.MethodExecuteTool && (capture.Str(k) == cetp.ResultInline || capture.Str(k) == cetp.ResultFile) {
			mark(k.At, "data.kind is the v2 result envelope")
		}
		if at == nil {
			continue
		}
		p.Report(*at, descriptorrules.Subject(*at), string(c.Method), "%s call recorded without protocol_version was answered as v2: %s; a dual-stack call without protocol_version is handled as v1 (§4, §8)",
			finding.Quote(string(c.Method)), strings.Join(reasons, "; "))
	}
}
