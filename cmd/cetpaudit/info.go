package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

func runVersion(stdout io.Writer) int {
	fmt.Fprintf(stdout, "cetpaudit %s\n", version.String())
	return exitClean
}

func runRules(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "cetpaudit rules: unexpected argument %q\n", args[0])
		return exitError
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tLEVEL\tNAME\tSPEC\tAPPLIES\tDESCRIPTION")
	for _, r := range rules.All() {
		name := r.Name
		if r.Deprecated {
			name += " (deprecated)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Level, name, r.SpecRef(), r.Applies, r.Short)
	}
	tw.Flush()
	return exitClean
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: cetpaudit explain ID (for example CETP102)")
		return exitError
	}
	r := rules.Lookup(args[0])
	if r == nil {
		fmt.Fprintf(stderr, "cetpaudit explain: unknown rule %q; 'cetpaudit rules' lists them\n", args[0])
		return exitError
	}
	fmt.Fprintf(stdout, "%s %s (%s, precision %s", r.ID, r.Name, r.Level, r.Precision)
	if ref := r.SpecRef(); ref != "" {
		fmt.Fprintf(stdout, ", %s", ref)
	}
	fmt.Fprintf(stdout, ")\n\n%s\n\n%s\n\nHow to fix: %s\n", r.Short, r.Full, r.Fix)
	if r.Example != "" {
		fmt.Fprintf(stdout, "\nExample:\n%s\n", strings.TrimSpace(r.Example))
	}
	fmt.Fprintf(stdout, "\nMore: %s\n", version.RuleDocURL(r.ID))
	return exitClean
}
