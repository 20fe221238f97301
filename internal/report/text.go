package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// TextOptions adjust the text format.
type TextOptions struct {
	Color bool // ANSI colour for levels; only on a terminal
	// NoSummary leaves out the closing summary line (-q).
	NoSummary bool
}

// WriteText writes findings in the compiler-style
// "path:line:col: level ID message" shape, then a one-line summary. Input
// text is escaped: no control characters from the input reach the terminal.
func WriteText(w io.Writer, r *finding.Result, opt TextOptions) error {
	ew := &errWriter{w: w}
	for _, f := range r.Findings {
		ew.printf("%s: %s %s %s\n", textLocation(f), colorLevel(f.Level, opt.Color), f.RuleID, textMessage(f))
	}
	for _, s := range r.SuppressedFindings {
		f := s.Finding
		ew.printf("%s: suppressed %s %s %s (%s: %s)\n", textLocation(f), f.Level, f.RuleID, textMessage(f),
			s.Kind, finding.Sanitize(s.Reason))
	}
	if !opt.NoSummary {
		ew.printf("%s\n", Summary(r))
	}
	return ew.err
}

func textLocation(f finding.Finding) string {
	loc := finding.Sanitize(DisplayPath(f))
	if f.Location.Line > 0 {
		loc += fmt.Sprintf(":%d", f.Location.Line)
		if f.Location.Column > 0 {
			loc += fmt.Sprintf(":%d", f.Location.Column)
		}
	}
	return loc
}

func textMessage(f finding.Finding) string {
	msg := finding.Sanitize(f.Message)
	if f.Location.Line == 0 && f.Location.Logical != "" {
		msg += " [" + finding.Sanitize(f.Location.LogicalText()) + "]"
	}
	return msg
}

// Summary is a one-line count of findings and inputs.
func Summary(r *finding.Result) string {
	c := r.Counts()
	var parts []string
	for _, l := range []finding.Level{finding.Error, finding.Warning, finding.Note} {
		if c[l] > 0 {
			parts = append(parts, plural(c[l], l.String()))
		}
	}
	s := "no findings"
	if len(parts) > 0 {
		s = plural(len(r.Findings), "finding") + " (" + strings.Join(parts, ", ") + ")"
	}
	s += " in " + plural(r.Inputs, "input")
	if len(r.Errors) > 0 {
		s += ", " + plural(len(r.Errors), "unreadable input")
	}
	if r.Suppressed > 0 {
		s += fmt.Sprintf(", %d suppressed", r.Suppressed)
	}
	return s
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func colorLevel(l finding.Level, color bool) string {
	if !color {
		return l.String()
	}
	code := "36" // note: cyan
	switch l {
	case finding.Error:
		code = "1;31"
	case finding.Warning:
		code = "33"
	}
	return "\x1b[" + code + "m" + l.String() + "\x1b[0m"
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// DisplayPath is where a finding is, for a reader: its path, and for a
// finding of the dex code in an APK shown at the source file its debug
// info names, the APK first ("app.apk!com/x/Foo.java"), so that findings of
// several APKs stay apart.
func DisplayPath(f finding.Finding) string {
	if FromCode(f) {
		return f.Input + "!" + f.Location.Path
	}
	return f.Location.Path
}

// FromCode reports whether f is a dex finding located at a source file
// inside its input APK.
func FromCode(f finding.Finding) bool {
	return f.Input != "" && f.Input != f.Location.Path && (f.Location.FromDebugInfo || f.Location.LogicalKind == "member")
}
