package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// WriteGitHub writes findings as GitHub Actions workflow commands
// (::error file=…,line=…,col=…,title=…::message), which the Actions runner
// turns into annotations on the pull request, with no code scanning
// needed; then the summary as a plain log line.
func WriteGitHub(w io.Writer, r *finding.Result) error {
	ew := &errWriter{w: w}
	for _, f := range r.Findings {
		ew.printf("%s\n", GitHubAnnotation(f))
	}
	for _, e := range r.Errors {
		ew.printf("::error file=%s,title=%s::%s\n", ghProperty(e.Path), ghProperty("cetpaudit: unreadable input"), ghData(finding.Sanitize(e.Message)))
	}
	ew.printf("%s\n", Summary(r))
	return ew.err
}

// GitHubAnnotation renders one finding as a workflow command.
func GitHubAnnotation(f finding.Finding) string {
	cmd := "notice"
	switch f.Level {
	case finding.Error:
		cmd = "error"
	case finding.Warning:
		cmd = "warning"
	}
	props := []string{"file=" + ghProperty(f.Location.Path)}
	if l := f.Location; l.Line > 0 {
		props = append(props, fmt.Sprintf("line=%d", l.Line))
		if l.Column > 0 {
			props = append(props, fmt.Sprintf("col=%d", l.Column))
		}
		if l.EndLine >= l.Line {
			props = append(props, fmt.Sprintf("endLine=%d", l.EndLine))
			if l.EndColumn > 0 {
				props = append(props, fmt.Sprintf("endColumn=%d", l.EndColumn))
			}
		}
	}
	props = append(props, "title="+ghProperty(f.RuleID))
	msg := finding.Sanitize(f.Message)
	if f.Location.Line == 0 && f.Location.Logical != "" {
		msg += " [" + finding.Sanitize(f.Location.LogicalText()) + "]"
	}
	if f.Input != "" && f.Input != f.Location.Path {
		msg += " (in " + finding.Sanitize(f.Input) + ")"
	}
	return "::" + cmd + " " + strings.Join(props, ",") + "::" + ghData(msg)
}

// ghData escapes a workflow command's message: %, CR and LF.
func ghData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// ghProperty escapes a workflow command property value: the message's
// escapes plus ':' and ',', which separate properties.
func ghProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(finding.Sanitize(s))
}
