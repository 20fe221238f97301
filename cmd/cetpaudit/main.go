// Command cetpaudit audits ClawSeed External Tool Protocol (CETP) v2 tool
// providers: Android APKs and manifests, captured protocol responses and Go
// Provider code. See README.md for usage.
package main

import (
	"fmt"
	"io"
	"os"

	// The first collection at 8 MiB, then the default pace (why: gcpace).
	_ "github.com/clawseed/cetpaudit/internal/gcpace"
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
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// command is one subcommand. Every run function answers -h and --help
// with its help on standard output and exit 0.
type subcommand struct {
	name, synopsis, summary string
	run                     func(args []string, io *stdio) int
}

// stdio is a command's standard streams.
type stdio struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// args is the whole command line after "cetpaudit", for reports that
	// record how they were made.
	args []string
}

var commands []subcommand

func init() {
	commands = []subcommand{
		{"scan", "scan [flags] PATH...", "scan APKs, AndroidManifest.xml files, captured CETP responses and directories (- reads standard input)", runScan},
		{"go", "go [flags] [packages]", "run the Go Provider analyzers (also: go vet -vettool=$(which cetpaudit))", runGo},
		{"baseline", "baseline [-o FILE] [flags] PATH...", "record what scan reports today; scan --baseline FILE then reports only new findings", runBaseline},
		{"capture", "capture -o FILE (APP.apk | PACKAGE)", "record a CETP conversation from a device through adb", runCapture},
		{"merge", "merge [flags] FILE...", "combine the SARIF, JSON or JSON Lines reports of scan --shard runs into one", runMerge},
		{"rules", "rules [--format text|json]", "list the rules", runRules},
		{"explain", "explain ID|NAME", "print a rule's help", runExplain},
		{"version", "version", "print the version", runVersionCmd},
		{"help", "help [COMMAND]", "print this help, or a command's flags", runHelp},
	}
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "cetpaudit audits CETP v2 tool providers (protocol: docs/spec/CETP-v2.md).\n\nUsage:\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  cetpaudit %-36s %s\n", c.synopsis, c.summary)
	}
	fmt.Fprintf(w, "\n'cetpaudit help COMMAND' or 'cetpaudit COMMAND -h' prints a command's flags.\n"+
		"Exit status: 0 nothing at or above --fail-on, 1 findings, 2 usage error or unreadable input.\n")
}

func lookupCommand(name string) *subcommand {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	s := &stdio{stdin: stdin, stdout: stdout, stderr: stderr, args: args}
	if len(args) == 0 {
		usage(stderr)
		return exitError
	}
	switch args[0] {
	case "-version", "--version":
		return runVersion(stdout)
	case "-h", "-help", "--help":
		usage(stdout)
		return exitClean
	}
	if c := lookupCommand(args[0]); c != nil {
		return c.run(args[1:], s)
	}
	var names []string
	for _, c := range commands {
		names = append(names, c.name)
	}
	fmt.Fprintf(stderr, "cetpaudit: unknown command %q%s; 'cetpaudit help' lists the commands\n",
		sanitizeArg(args[0]), didYouMean(args[0], names, ""))
	return exitError
}

func runVersionCmd(args []string, s *stdio) int {
	fs := newCmdFlags("version", "version", "Prints cetpaudit's version.\n", "")
	rest, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(rest) > 0 {
		fmt.Fprintf(s.stderr, "cetpaudit version: unexpected argument %q\n", sanitizeArg(rest[0]))
		return exitError
	}
	return runVersion(s.stdout)
}

func runHelp(args []string, s *stdio) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		usage(s.stdout)
		return exitClean
	}
	if len(args) > 1 {
		fmt.Fprintf(s.stderr, "cetpaudit help: one command at a time\n")
		return exitError
	}
	c := lookupCommand(args[0])
	if c == nil || c.name == "help" {
		var names []string
		for _, c := range commands {
			names = append(names, c.name)
		}
		fmt.Fprintf(s.stderr, "cetpaudit help: unknown command %q%s\n", sanitizeArg(args[0]), didYouMean(args[0], names, ""))
		return exitError
	}
	return c.run([]string{"-h"}, s)
}
