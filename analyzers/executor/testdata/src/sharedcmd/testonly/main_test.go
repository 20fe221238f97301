package main

import (
	"context"
	"testing"

	"example.com/alerts/shared"
	"github.com/clawseed/cetpaudit/cetp"
)

// The test serves shared.Notes to look at its answer; the binary does not.
func TestServe(t *testing.T) {
	var req cetp.Request
	if _, err := shared.Notes.Handle(context.Background(), &req); err == nil {
		t.Log("served")
	}
}
