package poisoning

import (
	"fmt"
	"testing"
)

// TestNamesLeft: names past the index's budget are counted, not dropped
// in silence.
func TestNamesLeft(t *testing.T) {
	names := make([]string, maxNames+3)
	for i := range names {
		names[i] = fmt.Sprintf("tool_%d", i)
	}
	if got := NewNames(names).Left(); got != 3 {
		t.Errorf("Left() = %d, want 3", got)
	}
	if got := NewNames(names[:maxNames]).Left(); got != 0 {
		t.Errorf("Left() = %d at the budget, want 0", got)
	}
}
