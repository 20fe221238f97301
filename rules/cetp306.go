package rules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP306", Name: "AsyncNotNegotiated", Level: finding.Error, Precision: VeryHigh,
		Section: "3.4", Applies: "T+N",
		Short: "A tool declares execution sync_or_async although the captured negotiation did not select async_operations.",
		Full: "execution=sync_or_async is valid only when async_operations was negotiated (§3.4); a " +
			"Consumer must not invoke an unnegotiated capability (§2.3). A tool list that offers background " +
			"operations to a session without them will hand the Consumer operation ids it cannot poll.",
		Fix:      "List the tool with \"execution\": \"sync\" in sessions without async_operations, or negotiate async_operations.",
		Example:  "```json\n// negotiate capabilities: [\"cancellation\"]\n\"annotations\": {..., \"execution\": \"sync_or_async\"}   // bad\n```",
		Captures: checkAsyncNegotiated,
	})
}

func checkAsyncNegotiated(p *CapturePass) {
	negs := negotiations(p.Set)
	if len(negs) == 0 {
		return // no negotiation captured: nothing to compare with
	}
	for _, n := range negs {
		caps := n.Doc.Get(cetp.FieldCapabilities)
		if descriptor.KindOf(caps) == descriptor.KindAbsent {
			continue
		}
		if descriptor.KindOf(caps) != descriptor.KindArray {
			return // CETP203 reports it; the selection is unknown
		}
		for _, e := range caps.Elems {
			if e.Kind == descriptor.KindString && e.Str == string(cetp.CapAsyncOperations) {
				return
			}
		}
	}
	for _, l := range p.Set.Of(capture.ToolsV2) {
		for _, t := range descriptor.ToolListFromNode(l.Doc).Tools.Items {
			if t.Annotations.ExecutionValue() == cetp.ExecutionSyncOrAsync {
				at := t.Annotations.Execution.At
				p.Report(at, Subject(at), t.Label(),
					"tool %s declares execution \"sync_or_async\" but the captured negotiation did not select async_operations; declare \"sync\" or negotiate it (§3.4)",
					finding.Quote(t.Label()))
			}
		}
	}
}
