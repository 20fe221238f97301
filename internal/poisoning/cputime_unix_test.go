//go:build unix

package poisoning

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used: on a shared machine
// the benchmarks' wall-clock MB/s depend on the other load, CPU time much
// less.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
