package program

import (
	"slices"
	"testing"
)

// TestFormatKeyArgs: the argument a java.util.Formatter specifier right
// after a JSON member name prints, by position, explicit index and %<.
func TestFormatKeyArgs(t *testing.T) {
	for _, c := range []struct {
		format string
		want   []int64
	}{
		{`{"operation_id":"%s"}`, []int64{0}},
		{`{"trace_id":"%s","operation_id":"%s"}`, []int64{1}},
		{`{"n":%d,"pct":"100%%","operation_id": "%s"}`, []int64{1}},
		{`%n{"trace_id":"%2$s","operation_id":"%1$s"}`, []int64{0}},
		{`{"a":"%s","operation_id":"%<s"}`, []int64{0}},
		{`{"operation_id":%-12s}`, []int64{0}},
		{`{"operation_id":"x","trace_id":"%s"}`, nil}, // near miss: a constant value
		{`{"my_operation_id":"%s"}`, nil},             // near miss: another member
		{`{"operation_id":"%`, nil},                   // cut short
	} {
		if got := formatKeyArgs(c.format, "operation_id"); !slices.Equal(got, c.want) {
			t.Errorf("formatKeyArgs(%q) = %v, want %v", c.format, got, c.want)
		}
	}
}
