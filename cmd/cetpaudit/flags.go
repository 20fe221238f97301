package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// parseInterspersed parses flags that may come before, between or after the
// positional arguments ("scan app.apk --format sarif"), as users of go vet
// and compilers expect. "--" ends flag parsing, and "-" alone is a
// positional argument (standard input).
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return positional, nil
		}
		if len(args) > 0 && len(rest) < len(args) && args[len(args)-len(rest)-1] == "--" {
			return append(positional, rest...), nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// cmdFlags is a command's flag set with its help text: -h and --help print
// the help on standard output and exit 0; a mistake prints one line with
// the closest flag, not the whole help.
type cmdFlags struct {
	*flag.FlagSet
	name  string // "scan"
	intro string // the lines after "usage:", before the flags
	outro string // the lines after the flags
}

func newCmdFlags(name, synopsis, intro, outro string) *cmdFlags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &cmdFlags{FlagSet: fs, name: name, intro: "usage: cetpaudit " + synopsis + "\n\n" + intro, outro: outro}
}

// help writes the command's help.
func (c *cmdFlags) help(w io.Writer) {
	fmt.Fprint(w, c.intro)
	hasFlags := false
	c.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprint(w, "\nFlags:\n")
		c.SetOutput(w)
		c.PrintDefaults()
		c.SetOutput(io.Discard)
	}
	if c.outro != "" {
		fmt.Fprint(w, "\n"+c.outro)
	}
}

// parse parses args. code is -1 to go on, else the exit code: 0 after
// printing the help, 2 after a usage error.
func (c *cmdFlags) parse(args []string, s *stdio) (positional []string, code int) {
	positional, err := parseInterspersed(c.FlagSet, args)
	switch {
	case err == nil:
		return positional, -1
	case errors.Is(err, flag.ErrHelp):
		c.help(s.stdout)
		return nil, exitClean
	}
	msg := err.Error()
	const undefined = "flag provided but not defined: "
	if strings.HasPrefix(msg, undefined) {
		name := strings.TrimLeft(strings.TrimPrefix(msg, undefined), "-")
		var names []string
		c.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		msg = fmt.Sprintf("unknown flag --%s%s", sanitizeArg(name), didYouMean(name, names, "--"))
	}
	fmt.Fprintf(s.stderr, "cetpaudit %s: %s; 'cetpaudit help %s' lists the flags\n", c.name, msg, c.name)
	return nil, exitError
}

// listFlag is a flag that may be given several times, each time with one
// value or a comma-separated list.
type listFlag struct {
	values []string
	comma  bool // split values at commas
}

func (l *listFlag) String() string { return strings.Join(l.values, ",") }

func (l *listFlag) Set(v string) error {
	if !l.comma {
		l.values = append(l.values, v)
		return nil
	}
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			l.values = append(l.values, p)
		}
	}
	return nil
}

// flagSet reports whether the flag was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
}
