package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Helpers of the rules on recorded calls: executions, operations, the
// requests beside them, and what the set's negotiation granted (CETP206,
// 507-509, 8xx).

// statusOf is a whole response's status string, "" when absent or not a
// string.
func statusOf(resp *descriptor.Node) string {
	return capture.Str(resp.Get(cetp.KeyStatus))
}

// ofKinds returns the set's captures of any of the kinds, in order.
func ofKinds(s *capture.Set, kinds ...capture.Kind) []*capture.Capture {
	var out []*capture.Capture
	for _, c := range s.Captures {
		for _, k := range kinds {
			if c.Kind == k {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// grants is what the set's successful negotiations granted; ok is false
// when the set holds no negotiate response with a capabilities array, so
// nothing can be said about capabilities. With several negotiations a
// capability counts as granted when any granted it.
func grants(s *capture.Set) (granted map[cetp.Capability]bool, ok bool) {
	granted = map[cetp.Capability]bool{}
	for _, c := range negotiations(s) {
		caps := c.Doc.Get(cetp.FieldCapabilities)
		if descriptor.KindOf(caps) != descriptor.KindArray {
			continue
		}
		ok = true
		for _, e := range caps.Elems {
			if e.Kind == descriptor.KindString {
				granted[cetp.Capability(e.Str)] = true
			}
		}
	}
	return granted, ok
}

// inlineLimit is the negotiated max_inline_result_bytes, or the §2.2
// minimum when no negotiation in the set states one as an integer; from
// says which.
func inlineLimit(s *capture.Set) (limit int64, negotiated bool) {
	for _, c := range negotiations(s) {
		v := c.Doc.Get(cetp.FieldLimits).Get(string(cetp.LimitMaxInlineResultBytes))
		if descriptor.KindOf(v) == descriptor.KindInteger && v.Int >= 0 {
			return v.Int, true
		}
	}
	return cetp.MinInlineResultBytes, false
}

// v2Call reports whether a captured call is known to be a v2 call: its
// request says protocol_version 2, or, with no request recorded (or one
// whose version was sent mistyped), its response echoes protocol_version 2
// or its method exists only in v2.
func v2Call(c *capture.Capture) bool {
	if c.Method == cetp.MethodNegotiate || c.V1Call() {
		return false
	}
	if c.Request.Recorded && !c.Request.VersionUnknown {
		return c.Request.ProtocolVersion >= cetp.V2
	}
	resp := c.Response
	if resp == nil && c.Kind.WholeResponse() {
		resp = c.Doc
	}
	if v := resp.Get(cetp.KeyProtocolVersion); descriptor.KindOf(v) == descriptor.KindInteger {
		return v.Int >= cetp.V2
	}
	switch c.Method {
	case cetp.MethodGetProviderInfo, cetp.MethodExecuteTool, cetp.MethodGetOperation, cetp.MethodCancelOperation:
		return true
	}
	return false
}

// resultEnvelope returns the result data document of an execution or an
// operation capture: an execute_tool success's data, or a succeeded
// get_operation's result. nil when the capture holds none.
func resultEnvelope(c *capture.Capture) *descriptor.Node {
	if statusOf(c.Response) != cetp.StatusSuccess || descriptor.KindOf(c.Data) != descriptor.KindObject {
		return nil
	}
	switch c.Kind {
	case capture.ExecuteTool:
		return c.Data
	case capture.GetOperation:
		if capture.Str(c.Data.Get(cetp.FieldState)) == string(cetp.StateSucceeded) {
			if r := c.Data.Get(cetp.FieldResult); descriptor.KindOf(r) == descriptor.KindObject {
				return r
			}
		}
	}
	return nil
}

// executedTools maps what identifies an execution to the tool it ran, from
// the set's recorded execute_tool requests: request_ids, and the
// operation_ids their accepted responses returned (§4.1: get_operation
// carries the creating execution's request_id and the operation_id).
type executedTools struct {
	byRequest, byOperation map[string]string
}

func executions(s *capture.Set) executedTools {
	e := executedTools{byRequest: map[string]string{}, byOperation: map[string]string{}}
	for _, c := range s.Captures {
		tool := capture.Str(c.Request.ToolName)
		if c.Method != cetp.MethodExecuteTool || tool == "" {
			continue
		}
		if id := capture.Str(c.Request.RequestID); id != "" {
			e.byRequest[id] = tool
		}
		if c.Kind == capture.ExecuteTool && statusOf(c.Response) == cetp.StatusAccepted {
			if op := capture.Str(c.Data.Get(cetp.KeyOperationID)); op != "" {
				e.byOperation[op] = tool
			}
		}
	}
	return e
}

// toolOf names the tool a captured execution or operation ran, "" when the
// capture does not tell.
func (e executedTools) toolOf(c *capture.Capture) string {
	if c.Kind == capture.ExecuteTool {
		return capture.Str(c.Request.ToolName)
	}
	if op := capture.Str(c.Request.OperationID); op != "" && e.byOperation[op] != "" {
		return e.byOperation[op]
	}
	if op := capture.Str(c.Data.Get(cetp.KeyOperationID)); op != "" && e.byOperation[op] != "" {
		return e.byOperation[op]
	}
	return e.byRequest[capture.Str(c.Request.RequestID)]
}

// advertised is what the paired manifest's tool service advertises: the
// versions its `versions` meta-data lists (nil when absent or unreadable)
// and its `version` (0 when absent or unreadable). ok is false without a
// paired manifest with exactly one tool service.
func advertised(m *manifest.Manifest) (versions []int, version int, svcPath string, ok bool) {
	if m == nil {
		return nil, 0, "", false
	}
	svcs := m.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider)
	if len(svcs) != 1 {
		return nil, 0, "", false
	}
	c := svcs[0]
	read := func(name string) []int {
		md, found := c.Meta(name)
		if !found {
			return nil
		}
		switch e := md.Value.Effective(); e.Kind {
		case manifest.Int:
			if e.Int > 0 {
				return []int{int(e.Int)}
			}
		case manifest.String:
			if vs, problem := cetp.ParseVersions(e.Text); problem == "" {
				return vs
			}
		}
		return nil
	}
	versions = read(cetp.MetaVersions)
	if v := read(cetp.MetaVersion); len(v) == 1 {
		version = v[0]
	}
	return versions, version, c.Path, true
}
