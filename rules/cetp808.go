package rules

import (
	"slices"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP808", Name: "UnversionedCallServedAsV2", Level: finding.Error, Precision: High,
		Section: "4, 8", Applies: "Q+T, Q+R",
		Short: "A call recorded without protocol_version was answered as a v2 call.",
		Full: "The Provider tells same-named v1 and v2 methods apart by the request's protocol_version, and " +
			"a dual-stack call without it is handled as v1 (§4); it must not silently interpret a request as " +
			"another version (§2.2). A v1 Consumer that gets a v2 tool list sees side-effecting tools the v1 " +
			"list must never show (§2.1, §8), and v2 envelope fields tell it nothing. Flagged: a call the " +
			"bundle records without protocol_version (negotiate excepted, which carries none) whose answer is " +
			"a v2 tool list, echoes protocol_version 2, or uses a v2-only envelope (status \"accepted\", a " +
			"data.kind result). When the paired manifest advertises v2 only, the Provider is not dual-stack " +
			"and nothing is flagged; undefined methods are CETP807's.",
		Fix:      "Dispatch on protocol_version: a call without it (or with 1) gets the v1 behaviour — the read-only v1 list, no v2 envelope.",
		Example:  "```json\n// list_tools recorded with request {} (no protocol_version)\n{\"status\": \"success\", \"data\": {\"revision\": \"tools-42\", \"tools\": [… annotations …]}}   // bad: the v2 list\n```",
		CWE:      436,
		Captures: checkUnversionedServedAsV2,
	})
}

func checkUnversionedServedAsV2(p *CapturePass) {
	if versions, version, _, ok := advertised(p.Set.Manifest); ok && (versions != nil || version != 0) {
		if !slices.Contains(versions, cetp.V1) && (versions != nil || version != cetp.V1) {
			return // v2 only: not a dual-stack Provider
		}
	}
	for _, c := range p.Set.Captures {
		if !c.Request.Recorded || c.Request.ProtocolVersion != 0 || c.Method == cetp.MethodNegotiate || !c.Method.Valid() || c.Response == nil {
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
		p.Report(*at, Subject(*at), string(c.Method), "%s call recorded without protocol_version was answered as v2: %s; a dual-stack call without protocol_version is handled as v1 (§4, §8)",
			finding.Quote(string(c.Method)), strings.Join(reasons, "; "))
	}
}
