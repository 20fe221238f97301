package capture

import (
	"fmt"
	"strings"
	"testing"
)

// bigToolList is a v2 list of n realistic tools (about 1 KiB each).
func bigToolList(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"revision": "tools-1", "tools": [`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"name": "tool_%d", "title": "Tool %d", "description": "Create a price alert for a security; the alert fires once when the last trade crosses the price.",
 "input_schema": {"type": "object", "properties": {"symbol": {"type": "string", "description": "Ticker, uppercase"}, "price": {"type": "number", "exclusiveMinimum": 0}}, "required": ["symbol", "price"], "additionalProperties": false},
 "output_schema": {"type": "object", "properties": {"alert_id": {"type": "string"}}, "required": ["alert_id"]},
 "scopes": ["alerts.write"], "annotations": {"effect": "create", "risk": "moderate", "destructive": false, "idempotent": false, "open_world": false, "confirmation": "provider_policy", "execution": "sync"}}`, i, i)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

// BenchmarkParseToolList measures loading a 1,000-tool (about 1 MB) v2
// list with locations. Target: well under 100 ms per MB on one core.
func BenchmarkParseToolList(b *testing.B) {
	data := bigToolList(1000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data, "big.json", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
