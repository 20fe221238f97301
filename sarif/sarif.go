// Package sarif renders findings and the rule registry as SARIF 2.1.0 that
// validates against the official schema and GitHub's ingestion rules:
// repository-relative URIs, a physical location on every result, help text
// and markdown on every rule, and partial fingerprints that survive line
// moves.
package sarif

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	gosarif "github.com/owenrumney/go-sarif/v2/sarif"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/report"
	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

// Options adjust the SARIF log.
type Options struct {
	// Category is the automationDetails id prefix GitHub uses to keep
	// analyses of several tools or configurations apart.
	Category string
	// Level gives a rule's effective level (configuration); nil uses the
	// registry's default.
	Level func(*rules.Rule) finding.Level
}

// Write renders the result as a SARIF 2.1.0 log. It builds the structs
// directly rather than through go-sarif's builders, which leave out
// required properties (help.text) and emit nulls.
func Write(w io.Writer, res *finding.Result, opt Options) error {
	log, err := Build(res, opt)
	if err != nil {
		return err
	}
	return log.PrettyWrite(w)
}

// Build assembles the SARIF log.
func Build(res *finding.Result, opt Options) (*gosarif.Report, error) {
	log, err := gosarif.New(gosarif.Version210, true)
	if err != nil {
		return nil, err
	}
	ver := version.String()
	info := version.Repository
	driver := &gosarif.ToolComponent{
		Name:            "cetpaudit",
		Version:         &ver,
		SemanticVersion: &ver,
		InformationURI:  &info,
		Rules:           []*gosarif.ReportingDescriptor{},
	}
	index := map[string]uint{}
	for _, r := range rules.All() {
		if r.Deprecated {
			continue
		}
		index[r.ID] = uint(len(driver.Rules))
		driver.Rules = append(driver.Rules, descriptor(r, opt))
	}
	run := gosarif.NewRun(*gosarif.NewTool(driver))
	category := opt.Category
	if category == "" {
		category = "cetpaudit"
	}
	autoID := strings.TrimSuffix(category, "/") + "/"
	run.AutomationDetails = &gosarif.RunAutomationDetails{ID: &autoID}
	run.ColumnKind = "utf16CodeUnits"

	occurrences := map[string]int{}
	// A note of a rule that reports at a higher level says where the
	// analysis stopped short of a verdict (a Provider whose executor is
	// wired in a package the run did not see): it is no alert, and as a
	// result it would take the rule's security-severity and show as a
	// High alert on code scanning. It travels as a note-level
	// notification tied to its rule and place instead.
	var limits []*gosarif.Notification
	for _, f := range res.Findings {
		idx, ok := index[f.RuleID]
		if !ok {
			return nil, fmt.Errorf("sarif: finding of unregistered rule %s", f.RuleID)
		}
		if stopsShort(f, opt) {
			id, i := f.RuleID, idx
			text := f.Message
			if f.Input != "" && f.Input != f.Location.Path {
				// A notification has no related locations: the APK the
				// note is about is named in the text.
				text += " (in " + f.Input + ")"
			}
			limits = append(limits, &gosarif.Notification{
				Level:          "note",
				Message:        &gosarif.Message{Text: &text},
				AssociatedRule: &gosarif.ReportingDescriptorReference{Id: &id, Index: &i},
				Locations:      result(f, idx, "").Locations,
			})
			continue
		}
		fp := f.FingerprintOrCompute()
		occurrences[fp]++
		run.AddResult(result(f, idx, fmt.Sprintf("%s:%d", fp, occurrences[fp])))
	}

	// Suppressed findings (--show-suppressed) are results with a
	// suppression that carries its justification; baselined ones are
	// left out, as they are known, not justified.
	for _, sup := range res.SuppressedFindings {
		if sup.Kind == "baseline" || stopsShort(sup.Finding, opt) {
			continue
		}
		idx, ok := index[sup.Finding.RuleID]
		if !ok {
			return nil, fmt.Errorf("sarif: suppressed finding of unregistered rule %s", sup.Finding.RuleID)
		}
		fp := sup.Finding.FingerprintOrCompute()
		occurrences[fp]++
		r := result(sup.Finding, idx, fmt.Sprintf("%s:%d", fp, occurrences[fp]))
		r.Suppressions = []*gosarif.Suppression{suppression(sup, fp)}
		run.AddResult(r)
	}

	ok := len(res.Errors) == 0
	inv := &gosarif.Invocation{ExecutionSuccessful: &ok}
	for _, e := range res.Errors {
		uri := e.Path
		text := e.Message
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, &gosarif.Notification{
			Level:   "error",
			Message: &gosarif.Message{Text: &text},
			Locations: []*gosarif.Location{{PhysicalLocation: &gosarif.PhysicalLocation{
				ArtifactLocation: &gosarif.ArtifactLocation{URI: &uri},
			}}},
		})
	}
	// The run's notes — what the analysis could not do or see (a Go tool
	// list it could not evaluate, a registry filled out of its sight, an
	// APK no manifest source matched) — are not findings of one rule; a
	// reader of the log must see them all the same, so they travel as
	// note-level notifications (no rule, not counted as results).
	for i, n := range res.Notes {
		text := n
		note := &gosarif.Notification{
			Level:   "note",
			Message: &gosarif.Message{Text: &text},
		}
		if at, ok := res.NotesAt[i]; ok && at.Path != "" {
			uri := at.Path
			var region *gosarif.Region
			if at.Line > 0 {
				line, col := at.Line, max(at.Column, 1)
				region = &gosarif.Region{StartLine: &line, StartColumn: &col}
			}
			note.Locations = []*gosarif.Location{{PhysicalLocation: &gosarif.PhysicalLocation{
				ArtifactLocation: &gosarif.ArtifactLocation{URI: &uri}, Region: region}}}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, note)
	}
	inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, limits...)
	run.Invocations = []*gosarif.Invocation{inv}
	log.AddRun(run)
	return log, nil
}

func descriptor(r *rules.Rule, opt Options) *gosarif.ReportingDescriptor {
	name := r.Name
	short, full := r.Short, r.Full
	helpText := r.HelpText()
	url := version.RuleDocURL(r.ID)
	helpMD := r.HelpMarkdown(url)
	level := r.Level
	if opt.Level != nil {
		level = opt.Level(r)
	}
	// GitHub ranks alerts by security-severity, not by level: a rule a
	// team downgraded must not stay "high".
	severity := r.SecuritySeverity()
	if level != r.Level {
		severity = rules.LevelSeverity(level)
	}
	cfg := &gosarif.ReportingConfiguration{Level: sarifLevel(level)}
	if level == finding.None {
		off := false
		cfg = &gosarif.ReportingConfiguration{Enabled: &off, Level: "none"}
	}
	return &gosarif.ReportingDescriptor{
		ID:                   r.ID,
		Name:                 &name,
		ShortDescription:     &gosarif.MultiformatMessageString{Text: &short},
		FullDescription:      &gosarif.MultiformatMessageString{Text: &full},
		HelpURI:              &url,
		Help:                 &gosarif.MultiformatMessageString{Text: &helpText, Markdown: &helpMD},
		DefaultConfiguration: cfg,
		Properties: gosarif.Properties{
			"tags":              r.Tags(),
			"precision":         string(r.Precision),
			"security-severity": fmt.Sprintf("%.1f", severity),
		},
	}
}

func result(f finding.Finding, ruleIndex uint, lineHash string) *gosarif.Result {
	id := f.RuleID
	level := sarifLevel(f.Level)
	msg := f.Message
	uri := f.Location.Path
	line, col := f.Location.Line, f.Location.Column
	if line <= 0 {
		// GitHub needs a region; a binary input has no lines, so the
		// alert points at the file's start and the logical location
		// says where inside it.
		line, col = 1, 1
	}
	if col <= 0 {
		col = 1
	}
	region := &gosarif.Region{StartLine: &line, StartColumn: &col}
	if f.Location.EndLine > 0 {
		el, ec := f.Location.EndLine, f.Location.EndColumn
		region.EndLine = &el
		if ec > 0 {
			region.EndColumn = &ec
		}
	}
	loc := &gosarif.Location{
		PhysicalLocation: &gosarif.PhysicalLocation{
			ArtifactLocation: &gosarif.ArtifactLocation{URI: &uri},
			Region:           region,
		},
	}
	if f.Location.Logical != "" {
		name := f.Location.Logical
		if i := strings.LastIndexAny(name, "/"); i >= 0 && i < len(name)-1 && f.Location.LogicalKind == "element" {
			name = name[i+1:]
		}
		fq := f.Location.Logical
		kind := f.Location.LogicalKind
		ll := &gosarif.LogicalLocation{Name: &name, FullyQualifiedName: &fq}
		if kind != "" {
			ll.Kind = &kind
		}
		loc.LogicalLocations = []*gosarif.LogicalLocation{ll}
	}
	var related []*gosarif.Location
	if f.Input != "" && f.Input != f.Location.Path {
		// The alert sits on the source line; the APK it was found in is
		// named beside it, so findings of several APKs stay apart.
		input := f.Input
		relID := uint(1)
		text := "found in " + f.Input
		if report.FromCode(f) {
			text = "in the dex code of " + f.Input
		}
		// "[text](1)" links the message to the related location; brackets
		// and backslashes in plain text are escaped (SARIF §3.11.6).
		esc := strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`)
		msg = esc.Replace(msg) + " (in [" + esc.Replace(f.Input) + "](1))"
		related = []*gosarif.Location{{
			Id:               &relID,
			PhysicalLocation: &gosarif.PhysicalLocation{ArtifactLocation: &gosarif.ArtifactLocation{URI: &input}},
			Message:          &gosarif.Message{Text: &text},
		}}
	}
	var props gosarif.PropertyBag
	if f.Location.DexLine > 0 {
		// The line a class without a known source file has in the dex:
		// the alert stays at the APK, and this says where in the class.
		props.Properties = gosarif.Properties{"dexLine": f.Location.DexLine}
	}
	if f.Location.Obfuscated != "" {
		// Retraced through --mapping: where the finding is in the build.
		if props.Properties == nil {
			props.Properties = gosarif.Properties{}
		}
		props.Properties["obfuscated"] = f.Location.Obfuscated
		if f.Location.Retrace != "" {
			props.Properties["retrace"] = f.Location.Retrace
		}
	}
	for i, fr := range f.Location.Frames {
		// The inline stack, innermost first: the code R8 inlined into the
		// method the alert is in.
		id := uint(len(related) + 1)
		name := fr.Name()
		kind := "function"
		text := fmt.Sprintf("inline frame %d of %d: %s", i+1, len(f.Location.Frames), name)
		if fr.Line > 0 {
			text += fmt.Sprintf(" line %d", fr.Line)
		}
		rl := &gosarif.Location{
			Id:               &id,
			Message:          &gosarif.Message{Text: &text},
			LogicalLocations: []*gosarif.LogicalLocation{{FullyQualifiedName: &name, Kind: &kind}},
		}
		if fr.Path != "" {
			uri := fr.Path
			pl := &gosarif.PhysicalLocation{ArtifactLocation: &gosarif.ArtifactLocation{URI: &uri}}
			if fr.Line > 0 {
				line := fr.Line
				pl.Region = &gosarif.Region{StartLine: &line}
			}
			rl.PhysicalLocation = pl
		}
		related = append(related, rl)
	}
	return &gosarif.Result{
		PropertyBag:         props,
		RelatedLocations:    related,
		RuleID:              &id,
		RuleIndex:           &ruleIndex,
		Level:               &level,
		Message:             gosarif.Message{Text: &msg},
		Locations:           []*gosarif.Location{loc},
		PartialFingerprints: map[string]interface{}{"primaryLocationLineHash": lineHash},
		Fixes:               fixes(f.Fixes),
	}
}

// fixes renders quick fixes as SARIF fixes: one artifact change per file,
// its edits as replacements.
func fixes(fs []finding.Fix) []*gosarif.Fix {
	var out []*gosarif.Fix
	for _, f := range fs {
		desc := f.Description
		fix := &gosarif.Fix{Description: &gosarif.Message{Text: &desc}}
		byPath := map[string]*gosarif.ArtifactChange{}
		for _, e := range f.Edits {
			ch := byPath[e.Path]
			if ch == nil {
				uri := e.Path
				ch = &gosarif.ArtifactChange{ArtifactLocation: gosarif.ArtifactLocation{URI: &uri}}
				byPath[e.Path] = ch
				fix.ArtifactChanges = append(fix.ArtifactChanges, ch)
			}
			sl, sc, el, ec, text := e.Line, e.Column, e.EndLine, e.EndColumn, e.Text
			ch.Replacements = append(ch.Replacements, &gosarif.Replacement{
				DeletedRegion:   gosarif.Region{StartLine: &sl, StartColumn: &sc, EndLine: &el, EndColumn: &ec},
				InsertedContent: &gosarif.ArtifactContent{Text: &text},
			})
		}
		if len(fix.ArtifactChanges) > 0 {
			out = append(out, fix)
		}
	}
	return out
}

// suppression renders why a finding was suppressed. Every property is set:
// go-sarif writes unset pointers as nulls, which the schema rejects.
func suppression(sup finding.Suppressed, fingerprint string) *gosarif.Suppression {
	kind := "external" // a configuration entry
	if sup.Kind == "//cetpaudit:ignore" || sup.Kind == "tools:ignore" {
		kind = "inSource"
	}
	status := "accepted"
	justification := sup.Reason
	// A name-based UUID (version 5 layout, SHA-256 of the suppression's
	// kind and finding): stable across runs, as GitHub expects.
	sum := sha256.Sum256([]byte(sup.Kind + "\x00" + fingerprint))
	sum[6] = sum[6]&0x0f | 0x50
	sum[8] = sum[8]&0x3f | 0x80
	h := hex.EncodeToString(sum[:16])
	guid := h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
	by := sup.By
	if by.Path == "" {
		by = sup.Finding.Location
	}
	uri := by.Path
	line, col := max(by.Line, 1), max(by.Column, 1)
	return &gosarif.Suppression{
		Kind:          kind,
		Status:        &status,
		Guid:          &guid,
		Justification: &justification,
		Location: &gosarif.Location{PhysicalLocation: &gosarif.PhysicalLocation{
			ArtifactLocation: &gosarif.ArtifactLocation{URI: &uri},
			Region:           &gosarif.Region{StartLine: &line, StartColumn: &col},
		}},
	}
}

// stopsShort reports whether f is a note of a rule configured to report
// at a higher level: the analysis stopping short, not a finding.
func stopsShort(f finding.Finding, opt Options) bool {
	if f.Level != finding.Note {
		return false
	}
	r := rules.Lookup(f.RuleID)
	if r == nil {
		return false
	}
	level := r.Level
	if opt.Level != nil {
		level = opt.Level(r)
	}
	return level != finding.Note && level != finding.None
}

func sarifLevel(l finding.Level) string {
	switch l {
	case finding.Error:
		return "error"
	case finding.Warning:
		return "warning"
	case finding.Note:
		return "note"
	}
	return "none"
}
