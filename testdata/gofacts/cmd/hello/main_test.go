package main

import (
	"context"
	"testing"

	"example.com/gofacts/hub"
	"github.com/clawseed/cetpaudit/cetp"
)

// The test serves hub.Provider; the command does not.
func TestHub(t *testing.T) {
	if _, err := hub.Serve(context.Background(), &cetp.Request{}); err == nil {
		t.Log("served")
	}
}
