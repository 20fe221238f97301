// Command cetpaudit audits ClawSeed External Tool Protocol (CETP) v2 tool
// providers: Android APKs and manifests, captured protocol responses and Go
// Provider code. See README.md for usage.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/clawseed/cetpaudit/internal/vetdriver"
)

// Exit codes.
const (
	exitClean    = 0 // nothing at or above --fail-on
	exitFindings = 1 // findings at or above --fail-on
	exitError    = 2 // usage error or unreadable input
)

func main() {
	// go vet -vettool=cetpaudit speaks the unitchecker protocol: -V=full,
	// -flags, or one *.cfg file per package.
	if vetdriver.IsVetInvocation(os.Args[1:]) {
		vetdriver.Vet()
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `cetpaudit audits CETP v2 tool providers.

Usage:
  cetpaudit scan [flags] PATH...   scan APKs, AndroidManifest.xml files and directories
  cetpaudit go [flags] [packages]  run the Go Provider analyzers (also: go vet -vettool=$(which cetpaudit))
  cetpaudit capture -o FILE (APP.apk | PACKAGE)
                                   record a CETP conversation from a device through adb
  cetpaudit baseline [-o FILE] PATH...
                                   record today's findings; scan --baseline FILE reports only new ones
  cetpaudit rules                  list the rules
  cetpaudit explain ID             print a rule's help
  cetpaudit version                print the version

Run 'cetpaudit scan -h' for the scan flags.
`

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitError
	}
	switch args[0] {
	case "scan":
		return runScan(args[1:], stdout, stderr)
	case "go":
		return runGo(args[1:], stdout, stderr)
	case "capture":
		return runCapture(args[1:], stdout, stderr)
	case "baseline":
		return runBaseline(args[1:], stdout, stderr)
	case "rules":
		return runRules(args[1:], stdout, stderr)
	case "explain":
		return runExplain(args[1:], stdout, stderr)
	case "version", "-version", "--version":
		return runVersion(stdout)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitClean
	}
	fmt.Fprintf(stderr, "cetpaudit: unknown command %q\n\n%s", args[0], usage)
	return exitError
}
