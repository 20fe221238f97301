package engine_test

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain runs the tests with the collector at a quarter of its default
// pace: they load and analyse hundreds of small programs, each dropped at
// once, in a heap that stays small, where at GOGC=100 the collector took
// about a third of the CPU (this package's tests with the corpus: engine 7.9 s at the default pace, 6.0 s at 400, measured
// 2026-12-06; docs/performance.md, CI time). The heap peaks under 100 MiB.
// A GOGC the environment sets wins.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}
