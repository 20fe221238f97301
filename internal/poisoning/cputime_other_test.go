//go:build !unix

package poisoning

import "time"

// processCPU is not measured here; the benchmarks then report wall-clock
// figures only.
func processCPU() time.Duration { return 0 }
