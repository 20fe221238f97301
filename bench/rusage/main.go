// Command rusage runs a command and prints what the kernel accounted to
// it alone: "wall_s cpu_s maxrss_kib", CPU being user + sys. Unlike
// bash's time around GNU time, nothing of the measuring process is
// counted, and the times have microsecond resolution. The command's
// stdout and stderr are discarded; its exit status is passed on.
//
//	rusage CMD [ARG...]
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: rusage CMD [ARG...]")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		fmt.Fprintln(os.Stderr, "rusage:", err)
		os.Exit(2)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		fmt.Fprintln(os.Stderr, "rusage: no resource usage on this system")
		os.Exit(2)
	}
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	fmt.Printf("%.4f %.4f %d\n", wall.Seconds(), cpu.Seconds(), ru.Maxrss)
	os.Exit(cmd.ProcessState.ExitCode())
}
