package capturerules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/engine"
)

// BenchmarkCaptureRules runs every rule over a capture set with a 300-tool
// v2 list (schemas compiled, text heuristics on every description). Target:
// under a second on one core, so CI on a large Provider stays quick.
func BenchmarkCaptureRules(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"revision": "tools-1", "tools": [`)
	for i := 0; i < 300; i++ {
		if i > 0 {
			sb.WriteString(",")
		}
		fmt.Fprintf(&sb, `{"name": "tool_%d", "description": "Create a price alert for a security. You must pass an uppercase ticker.",
 "input_schema": {"type": "object", "properties": {"symbol": {"type": "string", "description": "Ticker"}}, "additionalProperties": false},
 "output_schema": {"type": "object", "properties": {"alert_id": {"type": "string"}}},
 "scopes": ["alerts.write"], "annotations": {"effect": "create", "risk": "moderate", "open_world": false, "confirmation": "provider_policy"}}`, i)
	}
	sb.WriteString("]}")
	f, err := capture.Parse([]byte(sb.String()), "list.json", capture.Options{})
	if err != nil {
		b.Fatal(err)
	}
	tg := &engine.Targets{Captures: capture.Sets([]*capture.File{f})}
	b.ReportAllocs()
	for b.Loop() {
		if fs := engine.Run(tg, check.Options{}); len(fs) != 0 {
			b.Fatalf("unexpected findings: %v", fs[0])
		}
	}
}
