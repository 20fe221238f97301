package report

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

// HTMLOptions adjust the HTML report.
type HTMLOptions struct {
	// Title heads the page; "cetpaudit report" by default.
	Title string
	// Meta describes the run: when, which version, which configuration.
	Meta Meta
	// Root is the directory report paths are relative to: the page shows
	// the source lines around each finding from the files there. Empty
	// shows only the findings' own snippets.
	Root string
}

// WriteHTML writes one self-contained HTML page for reviewers: every
// finding with its code context, the rule's help, CWE and
// security-severity; grouped by rule, file or input; text search, sorting
// and filters by level, rule and input, kept in the URL fragment so a link
// reproduces a view; every scanned input with its outcome; and the run's
// metadata. It makes no requests: the style and script are inline and a
// Content-Security-Policy allows nothing else.
func WriteHTML(w io.Writer, r *finding.Result, opt HTMLOptions) error {
	return htmlTemplate().Execute(w, buildHTML(r, opt))
}

type htmlPage struct {
	Title, Version string
	CSP            string
	Style          template.CSS
	Script         template.JS
	Summary        string
	Meta           []htmlMeta
	Inputs         int
	Shown          int
	Counts         map[string]int
	Levels         []string
	ShowSuppressed bool
	RuleOptions    []htmlOption
	InputOptions   []htmlOption
	Scanned        []htmlInput
	ByRule         []*htmlGroup
	ByFile         []*htmlGroup
	ByInput        []*htmlGroup
	Errors         []finding.InputError
}

type htmlMeta struct{ Name, Value string }

type htmlOption struct {
	Value, Label string
	Count        int
}

type htmlInput struct {
	Path, Kind, Package, Error string
	Findings, Suppressed       int
	Outcome                    string // "clean", "findings", "unreadable"
}

// htmlGroup is a group of findings: by rule (with the rule's help), by
// file or by input.
type htmlGroup struct {
	Kind                          string // "rule", "file", "input"
	Key                           string
	ID, Name, Short, Spec, DocURL string
	CWE                           int
	Severity                      string
	Help                          []htmlBlock
	Findings                      []htmlFinding
	LevelCounts                   []htmlCount
}

type htmlCount struct {
	Level string
	N     int
}

type htmlBlock struct {
	Code  bool
	Label string
	Text  string
}

type htmlFinding struct {
	RuleID, RuleName, Level string
	Rank                    int
	Where, Path, Input      string
	Line                    int
	Logical                 string
	DexLine                 int // the dex line of a finding placed at its APK (Location.DexLine)
	// Obfuscated, Retrace and Frames: a finding retraced through --mapping
	// (where it is in the build, what the mapping left open, the inline
	// stack innermost first).
	Obfuscated, Retrace string
	Frames              []string
	Message, Snippet    string
	Context             []ContextLine
	Fingerprint         string
	CWE                 int
	Severity            string
	Suppressed          bool
	SuppressedBy        string
}

func buildHTML(r *finding.Result, opt HTMLOptions) *htmlPage {
	p := &htmlPage{
		Title:   opt.Title,
		Version: version.String(),
		Style:   template.CSS(htmlStyle),
		Script:  template.JS(htmlScript),
		Summary: Summary(r),
		Inputs:  r.Inputs,
		Counts:  map[string]int{},
		Levels:  []string{"error", "warning", "note"},
		Errors:  r.Errors,
	}
	if p.Title == "" {
		p.Title = "cetpaudit report"
	}
	p.CSP = fmt.Sprintf("default-src 'none'; style-src '%s'; script-src '%s'; img-src 'none'; base-uri 'none'; form-action 'none'",
		cspHash(htmlStyle), cspHash(htmlScript))
	p.Meta = metaRows(opt.Meta, p.Version)

	files := &contextFiles{root: opt.Root, lines: map[string][][]byte{}}
	var all []htmlFinding
	for _, f := range r.Findings {
		all = append(all, toHTMLFinding(f, nil, files))
		p.Counts[f.Level.String()]++
		p.Shown++
	}
	for i := range r.SuppressedFindings {
		all = append(all, toHTMLFinding(r.SuppressedFindings[i].Finding, &r.SuppressedFindings[i], files))
		p.Counts["suppressed"]++
		p.ShowSuppressed = true
	}

	byRule := map[string]*htmlGroup{}
	byFile := map[string]*htmlGroup{}
	byInput := map[string]*htmlGroup{}
	for _, hf := range all {
		g := byRule[hf.RuleID]
		if g == nil {
			g = newHTMLRule(hf.RuleID)
			byRule[hf.RuleID] = g
			p.ByRule = append(p.ByRule, g)
		}
		g.Findings = append(g.Findings, hf)
		fg := byFile[hf.Path]
		if fg == nil {
			fg = &htmlGroup{Kind: "file", Key: hf.Path}
			byFile[hf.Path] = fg
			p.ByFile = append(p.ByFile, fg)
		}
		fg.Findings = append(fg.Findings, hf)
		ig := byInput[hf.Input]
		if ig == nil {
			ig = &htmlGroup{Kind: "input", Key: hf.Input}
			byInput[hf.Input] = ig
			p.ByInput = append(p.ByInput, ig)
		}
		ig.Findings = append(ig.Findings, hf)
	}
	for _, groups := range [][]*htmlGroup{p.ByRule, p.ByFile, p.ByInput} {
		for _, g := range groups {
			g.LevelCounts = levelCounts(g.Findings)
			sort.SliceStable(g.Findings, func(i, j int) bool { return g.Findings[i].Rank > g.Findings[j].Rank })
		}
	}
	// Rules by their worst finding then ID; files and inputs by path.
	sort.SliceStable(p.ByRule, func(i, j int) bool {
		a, b := worst(p.ByRule[i]), worst(p.ByRule[j])
		if a != b {
			return a > b
		}
		return p.ByRule[i].ID < p.ByRule[j].ID
	})
	sort.SliceStable(p.ByFile, func(i, j int) bool { return p.ByFile[i].Key < p.ByFile[j].Key })
	sort.SliceStable(p.ByInput, func(i, j int) bool { return p.ByInput[i].Key < p.ByInput[j].Key })
	for _, g := range p.ByRule {
		p.RuleOptions = append(p.RuleOptions, htmlOption{Value: g.ID, Label: g.ID + " " + g.Name, Count: len(g.Findings)})
	}
	inputs := map[string]bool{}
	for _, in := range r.Scanned {
		hi := htmlInput{Path: in.Path, Kind: in.Kind, Package: in.Package, Error: finding.Sanitize(in.Error),
			Findings: in.Findings, Suppressed: in.Suppressed, Outcome: "clean"}
		switch {
		case in.Error != "":
			hi.Outcome = "unreadable"
		case in.Findings > 0:
			hi.Outcome = "findings"
		}
		p.Scanned = append(p.Scanned, hi)
		inputs[in.Path] = true
	}
	for _, g := range p.ByInput {
		p.InputOptions = append(p.InputOptions, htmlOption{Value: g.Key, Label: g.Key, Count: len(g.Findings)})
	}
	for _, in := range p.Scanned {
		if byInput[in.Path] == nil {
			p.InputOptions = append(p.InputOptions, htmlOption{Value: in.Path, Label: in.Path})
		}
	}
	sort.SliceStable(p.InputOptions, func(i, j int) bool { return p.InputOptions[i].Value < p.InputOptions[j].Value })
	return p
}

func metaRows(m Meta, ver string) []htmlMeta {
	var rows []htmlMeta
	if !m.Started.IsZero() {
		rows = append(rows, htmlMeta{"started", m.Started.UTC().Format(time.RFC3339)})
	}
	v := ver
	if m.Version != "" {
		v = m.Version
	}
	rows = append(rows, htmlMeta{"cetpaudit", v})
	if m.Commit != "" {
		rows = append(rows, htmlMeta{"revision", m.Commit})
	}
	if m.Root != "" {
		rows = append(rows, htmlMeta{"root", finding.Sanitize(m.Root)})
	}
	cfg := "none (defaults)"
	if m.Config != "" {
		cfg = finding.Sanitize(m.Config)
	}
	rows = append(rows, htmlMeta{"configuration", cfg})
	if len(m.Args) > 0 {
		rows = append(rows, htmlMeta{"command", finding.Sanitize("cetpaudit " + strings.Join(m.Args, " "))})
	}
	return rows
}

func levelCounts(fs []htmlFinding) []htmlCount {
	n := map[string]int{}
	for _, f := range fs {
		if !f.Suppressed {
			n[f.Level]++
		}
	}
	var out []htmlCount
	for _, l := range []string{"error", "warning", "note"} {
		if n[l] > 0 {
			out = append(out, htmlCount{l, n[l]})
		}
	}
	return out
}

func worst(g *htmlGroup) int {
	w := 0
	for _, f := range g.Findings {
		if f.Rank > w && !f.Suppressed {
			w = f.Rank
		}
	}
	return w
}

func toHTMLFinding(f finding.Finding, s *finding.Suppressed, files *contextFiles) htmlFinding {
	input := f.Input
	if input == "" {
		input = f.Location.Path
	}
	hf := htmlFinding{
		RuleID:      f.RuleID,
		Level:       f.Level.String(),
		Rank:        int(f.Level),
		Where:       textLocation(f),
		Path:        finding.Sanitize(DisplayPath(f)),
		Input:       finding.Sanitize(input),
		Line:        f.Location.Line,
		Logical:     finding.Sanitize(f.Location.Logical),
		DexLine:     f.Location.DexLine,
		Obfuscated:  finding.Sanitize(f.Location.Obfuscated),
		Retrace:     finding.Sanitize(f.Location.Retrace),
		Message:     finding.Sanitize(f.Message),
		Snippet:     f.Snippet,
		Fingerprint: f.Fingerprint,
	}
	for _, fr := range f.Location.Frames {
		where := fr.Name()
		if fr.Path != "" && fr.Line > 0 {
			where += fmt.Sprintf(" (%s:%d)", fr.Path, fr.Line)
		}
		hf.Frames = append(hf.Frames, finding.Sanitize(where))
	}
	hf.Context = files.context(f.Location)
	if r := rules.Lookup(f.RuleID); r != nil {
		hf.RuleName, hf.CWE = r.Name, r.CWE
		sev := r.SecuritySeverity()
		if f.Level != r.Level {
			sev = rules.LevelSeverity(f.Level) // the configuration changed its level
		}
		hf.Severity = fmt.Sprintf("%.1f", sev)
	}
	if s != nil {
		hf.Suppressed = true
		hf.SuppressedBy = s.Kind + ": " + finding.Sanitize(s.Reason)
	}
	return hf
}

func newHTMLRule(id string) *htmlGroup {
	g := &htmlGroup{Kind: "rule", Key: id, ID: id}
	r := rules.Lookup(id)
	if r == nil {
		return g
	}
	g.Name, g.Short, g.Spec, g.CWE = r.Name, r.Short, r.SpecRef(), r.CWE
	g.Severity = fmt.Sprintf("%.1f", r.SecuritySeverity())
	g.DocURL = version.RuleDocURL(r.ID)
	g.Help = append(g.Help, htmlBlock{Text: r.Full}, htmlBlock{Label: "How to fix", Text: r.Fix})
	g.Help = append(g.Help, markdownBlocks(r.Example)...)
	return g
}

// markdownBlocks splits example markdown into prose and fenced code.
func markdownBlocks(md string) []htmlBlock {
	var out []htmlBlock
	var cur []string
	code := false
	flush := func() {
		text := strings.Trim(strings.Join(cur, "\n"), "\n")
		if text != "" {
			out = append(out, htmlBlock{Code: code, Text: text})
		}
		cur = nil
	}
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			flush()
			code = !code
			continue
		}
		cur = append(cur, line)
	}
	flush()
	return out
}

func cspHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// htmlTemplate is parsed on first use: most runs write no HTML, and every
// run pays what package initialization does.
var htmlTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("report").Parse(htmlSource))
})

const htmlSource = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{{.CSP}}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="cetpaudit {{.Version}}">
<title>{{.Title}}</title>
<style>{{.Style}}</style>
</head>
<body>
<header>
<h1>{{.Title}}</h1>
<p class="summary" id="summary">{{.Summary}}</p>
<form class="filters" id="filters">
<fieldset><legend>Show</legend>
{{range .Levels}}<label class="lvl-{{.}}"><input type="checkbox" data-filter="{{.}}" checked> {{.}} <span class="n">({{index $.Counts .}})</span></label>
{{end}}{{if .ShowSuppressed}}<label class="lvl-suppressed"><input type="checkbox" data-filter="suppressed"> suppressed <span class="n">({{index .Counts "suppressed"}})</span></label>
{{end}}</fieldset>
<fieldset><legend>Find</legend>
<input type="search" id="q" placeholder="text, path, rule…" aria-label="search findings">
<select id="rule" aria-label="rule"><option value="">all rules</option>
{{range .RuleOptions}}<option value="{{.Value}}">{{.Label}} ({{.Count}})</option>
{{end}}</select>
<select id="input" aria-label="input"><option value="">all inputs</option>
{{range .InputOptions}}<option value="{{.Value}}">{{.Label}} ({{.Count}})</option>
{{end}}</select>
</fieldset>
<fieldset><legend>Sort</legend>
<select id="sort" aria-label="sort"><option value="severity">severity</option><option value="rule">rule</option><option value="path">path</option><option value="input">input</option></select>
</fieldset>
<fieldset><legend>Group by</legend>
<label><input type="radio" name="view" value="rule" checked> rule</label>
<label><input type="radio" name="view" value="file"> file</label>
<label><input type="radio" name="view" value="input"> input</label>
</fieldset>
<p class="visible"><span id="visible">{{.Shown}}</span> findings shown · <a href="#" id="reset">reset</a></p>
</form>
</header>
<main>
<details class="meta" id="meta"><summary>Scan</summary>
<dl>{{range .Meta}}<dt>{{.Name}}</dt><dd>{{.Value}}</dd>{{end}}</dl>
</details>
{{if .Errors}}<section class="errors" id="errors"><h2>Inputs that could not be read</h2><ul>
{{range .Errors}}<li><code>{{.Path}}</code>: {{.Message}}</li>
{{end}}</ul></section>{{end}}
{{if .Scanned}}<details class="inputs" id="inputs"><summary>{{len .Scanned}} inputs scanned</summary>
<table><thead><tr><th>input</th><th>kind</th><th>package</th><th>outcome</th></tr></thead><tbody>
{{range .Scanned}}<tr class="input-row outcome-{{.Outcome}}" data-input="{{.Path}}"><td><a href="#" class="pick-input" data-input="{{.Path}}"><code>{{.Path}}</code></a></td><td>{{.Kind}}</td><td>{{.Package}}</td><td>{{if eq .Outcome "unreadable"}}unreadable: {{.Error}}{{else if eq .Outcome "clean"}}clean{{else}}{{.Findings}} finding{{if ne .Findings 1}}s{{end}}{{end}}{{if .Suppressed}}, {{.Suppressed}} suppressed{{end}}</td></tr>
{{end}}</tbody></table>
</details>{{end}}
{{if not .ByRule}}<p class="none" id="no-findings">No findings.</p>{{end}}
<p class="none" id="no-match" hidden>No finding matches this view.</p>
<section id="by-rule" class="view">
{{range .ByRule}}<section class="group rule" id="rule-{{.ID}}" data-rule="{{.ID}}">
<h2><span class="badges">{{range .LevelCounts}}<span class="badge lvl-{{.Level}}">{{.N}} {{.Level}}</span> {{end}}</span>{{.ID}} {{.Name}} <span class="count">{{len .Findings}}</span></h2>
<p class="short">{{.Short}}{{if .Spec}} <span class="spec">({{.Spec}})</span>{{end}}</p>
<p class="tags">{{if .CWE}}CWE-{{.CWE}} · {{end}}security-severity {{.Severity}}</p>
<details class="help"><summary>Rule help</summary>
{{range .Help}}{{if .Code}}<pre class="example">{{.Text}}</pre>{{else}}<p>{{if .Label}}<strong>{{.Label}}:</strong> {{end}}{{.Text}}</p>{{end}}
{{end}}{{if .DocURL}}<p class="doc"><a href="{{.DocURL}}" rel="noreferrer">{{.ID}} documentation</a></p>{{end}}
</details>
<ol class="findings">
{{range .Findings}}{{template "finding" .}}{{end}}</ol>
</section>
{{end}}</section>
<section id="by-file" class="view" hidden>
{{range .ByFile}}<section class="group file">
<h2><span class="badges">{{range .LevelCounts}}<span class="badge lvl-{{.Level}}">{{.N}} {{.Level}}</span> {{end}}</span><code>{{.Key}}</code> <span class="count">{{len .Findings}}</span></h2>
<ol class="findings">
{{range .Findings}}{{template "finding" .}}{{end}}</ol>
</section>
{{end}}</section>
<section id="by-input" class="view" hidden>
{{range .ByInput}}<section class="group input">
<h2><span class="badges">{{range .LevelCounts}}<span class="badge lvl-{{.Level}}">{{.N}} {{.Level}}</span> {{end}}</span><code>{{.Key}}</code> <span class="count">{{len .Findings}}</span></h2>
<ol class="findings">
{{range .Findings}}{{template "finding" .}}{{end}}</ol>
</section>
{{end}}</section>
</main>
<footer>Generated by cetpaudit {{.Version}}. This page loads nothing from the network.</footer>
<script>{{.Script}}</script>
</body>
</html>
{{define "finding"}}<li class="finding lvl-{{.Level}}" data-level="{{.Level}}" data-rank="{{.Rank}}" data-rule="{{.RuleID}}" data-input="{{.Input}}" data-path="{{.Path}}" data-line="{{.Line}}"{{if .Suppressed}} data-suppressed="true"{{end}}>
<div class="head"><span class="badge lvl-{{.Level}}">{{.Level}}</span> <a class="rule" href="#rule-{{.RuleID}}">{{.RuleID}}</a> <span class="rname">{{.RuleName}}</span> <code class="where">{{.Where}}</code>{{if .Suppressed}} <span class="sup">suppressed — {{.SuppressedBy}}</span>{{end}}</div>
<p class="msg">{{.Message}}</p>
{{if .Logical}}<p class="logical">at <code>{{.Logical}}</code>{{if .DexLine}}, dex line {{.DexLine}} (no source file name recorded for the class){{end}}{{if ne .Input .Path}} in <code>{{.Input}}</code>{{end}}</p>{{end}}{{if .Obfuscated}}<p class="logical">in the build: <code>{{.Obfuscated}}</code>{{if .Retrace}} ({{.Retrace}}){{end}}</p>{{end}}{{if .Frames}}<ol class="frames">{{range .Frames}}<li><code>{{.}}</code></li>{{end}}</ol>{{end}}
{{if .Context}}<pre class="context">{{range .Context}}<span class="ln{{if .Hit}} hit{{end}}"><span class="n">{{.N}}</span>{{.Text}}</span>
{{end}}</pre>{{end}}{{if .Snippet}}<pre class="snippet">{{.Snippet}}</pre>{{end}}
<p class="fp">{{if .CWE}}CWE-{{.CWE}} · {{end}}security-severity {{.Severity}} · fingerprint {{.Fingerprint}}</p>
</li>
{{end}}`

const htmlStyle = `
:root { --err: #b3261e; --warn: #8a5300; --note: #0b57d0; --sup: #5f6368; font-family: system-ui, sans-serif; }
body { margin: 0; color: #1f1f1f; background: #fafafa; }
header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: .5rem 1.5rem; z-index: 1; }
h1 { font-size: 1.3rem; margin: .2rem 0; }
main { padding: 0 1.5rem 2rem; }
fieldset { display: inline-block; border: 1px solid #ccc; margin: 0 .6rem .3rem 0; vertical-align: top; }
label { margin-right: .8rem; }
select, input[type=search] { font: inherit; max-width: 22rem; }
.visible { margin: .3rem 0; }
.group { background: #fff; border: 1px solid #ddd; border-radius: 6px; margin: 1rem 0; padding: .5rem 1rem; }
.group h2 { font-size: 1.05rem; }
.count { font-weight: normal; color: #555; }
.count::before { content: "· "; }
.badge { display: inline-block; border-radius: 4px; padding: 0 .4rem; color: #fff; font-size: .8rem; text-transform: uppercase; margin-right: .2rem; }
.badge.lvl-error { background: var(--err); }
.badge.lvl-warning { background: var(--warn); }
.badge.lvl-note { background: var(--note); }
.tags, .rname { color: #555; font-size: .85rem; }
.finding { border-top: 1px solid #eee; padding: .4rem 0; }
.finding[data-suppressed] { opacity: .65; }
.sup { color: var(--sup); font-style: italic; }
.msg { margin: .3rem 0; }
.logical, .fp { color: #555; font-size: .85rem; margin: .2rem 0; }
pre { background: #f3f3f3; padding: .5rem; overflow-x: auto; white-space: pre-wrap; }
pre.context { white-space: pre; }
.ln .n { display: inline-block; min-width: 3em; color: #888; text-align: right; margin-right: 1em; user-select: none; }
.ln.hit { background: #fff3c4; display: inline-block; min-width: 100%; }
.errors { border-left: 4px solid var(--err); padding-left: 1rem; }
.meta dl { display: grid; grid-template-columns: max-content auto; gap: .1rem 1rem; }
.meta dt { color: #555; }
.meta dd { margin: 0; font-family: monospace; }
.inputs table { border-collapse: collapse; }
.inputs td, .inputs th { text-align: left; padding: .1rem .8rem .1rem 0; }
.outcome-unreadable td { color: var(--err); }
.outcome-clean td:last-child { color: #137333; }
[hidden] { display: none !important; }
footer { color: #666; font-size: .8rem; padding: 1rem 1.5rem; }
`

// htmlScript keeps the view (levels, search, rule, input, sort, grouping)
// in the URL fragment, so that a copied link opens the same view.
const htmlScript = `
(function () {
  "use strict";
  var $ = function (s) { return document.querySelector(s); };
  var all = function (s, root) { return Array.prototype.slice.call((root || document).querySelectorAll(s)); };
  var boxes = all("input[data-filter]");
  var q = $("#q"), rule = $("#rule"), input = $("#input"), sort = $("#sort");
  var defaults = { view: "rule", sort: "severity" };

  function state() {
    var s = { q: q.value.trim(), rule: rule.value, input: input.value, sort: sort.value,
      view: $("input[name=view]:checked").value, off: [], sup: false };
    boxes.forEach(function (b) {
      var f = b.getAttribute("data-filter");
      if (f === "suppressed") { s.sup = b.checked; } else if (!b.checked) { s.off.push(f); }
    });
    return s;
  }
  function toHash(s) {
    var p = new URLSearchParams();
    if (s.q) { p.set("q", s.q); }
    if (s.rule) { p.set("rule", s.rule); }
    if (s.input) { p.set("input", s.input); }
    if (s.off.length) { p.set("hide", s.off.join(",")); }
    if (s.sup) { p.set("suppressed", "1"); }
    if (s.sort !== defaults.sort) { p.set("sort", s.sort); }
    if (s.view !== defaults.view) { p.set("view", s.view); }
    return p.toString();
  }
  function fromHash() {
    var h = location.hash.replace(/^#/, "");
    if (h !== "" && h.indexOf("=") < 0) { return; } // an anchor such as #rule-CETP102
    var p = new URLSearchParams(h);
    q.value = p.get("q") || "";
    setSelect(rule, p.get("rule") || "");
    setSelect(input, p.get("input") || "");
    setSelect(sort, p.get("sort") || defaults.sort);
    var off = (p.get("hide") || "").split(",");
    boxes.forEach(function (b) {
      var f = b.getAttribute("data-filter");
      b.checked = f === "suppressed" ? p.get("suppressed") === "1" : off.indexOf(f) < 0;
    });
    var v = p.get("view") || defaults.view;
    all("input[name=view]").forEach(function (r) { r.checked = r.value === v; });
  }
  function setSelect(sel, v) {
    var ok = all("option", sel).some(function (o) { return o.value === v; });
    sel.value = ok ? v : "";
    if (!ok && sel === sort) { sel.value = defaults.sort; }
  }
  function matches(el, s, terms) {
    var sup = el.getAttribute("data-suppressed") === "true";
    if (s.off.indexOf(el.getAttribute("data-level")) >= 0 || (sup && !s.sup)) { return false; }
    if (s.rule && el.getAttribute("data-rule") !== s.rule) { return false; }
    if (s.input && el.getAttribute("data-input") !== s.input) { return false; }
    if (terms.length) {
      var text = el.textContent.toLowerCase();
      for (var i = 0; i < terms.length; i++) { if (text.indexOf(terms[i]) < 0) { return false; } }
    }
    return true;
  }
  function cmp(s) {
    function key(el) {
      return { rank: +el.getAttribute("data-rank"), rule: el.getAttribute("data-rule"),
        path: el.getAttribute("data-path"), line: +el.getAttribute("data-line"), input: el.getAttribute("data-input") };
    }
    function byPath(a, b) { return a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line; }
    return function (x, y) {
      var a = key(x), b = key(y), c = 0;
      if (s.sort === "rule") { c = a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0; }
      if (s.sort === "input") { c = a.input < b.input ? -1 : a.input > b.input ? 1 : 0; }
      if (s.sort === "severity" || c === 0 && s.sort !== "path") { c = c || b.rank - a.rank; }
      return c || byPath(a, b);
    };
  }
  function badges(g) {
    var n = {};
    all(".finding:not([hidden])", g).forEach(function (el) {
      if (el.getAttribute("data-suppressed") !== "true") { var l = el.getAttribute("data-level"); n[l] = (n[l] || 0) + 1; }
    });
    var box = g.querySelector(".badges");
    if (!box) { return; }
    box.textContent = "";
    ["error", "warning", "note"].forEach(function (l) {
      if (!n[l]) { return; }
      var b = document.createElement("span");
      b.className = "badge lvl-" + l;
      b.textContent = n[l] + " " + l;
      box.appendChild(b);
      box.appendChild(document.createTextNode(" "));
    });
  }
  function apply(push) {
    var s = state();
    var terms = s.q.toLowerCase().split(/\s+/).filter(function (t) { return t !== ""; });
    all(".finding").forEach(function (el) { el.hidden = !matches(el, s, terms); });
    var order = cmp(s);
    all("ol.findings").forEach(function (ol) {
      all(".finding", ol).sort(order).forEach(function (el) { ol.appendChild(el); });
    });
    all(".group").forEach(function (g) {
      var n = g.querySelectorAll(".finding:not([hidden])").length;
      g.hidden = n === 0;
      g.querySelector(".count").textContent = String(n);
      badges(g);
    });
    all(".view").forEach(function (v) { v.hidden = v.id !== "by-" + s.view; });
    var shown = all("#by-" + s.view + " .finding:not([hidden])").length;
    $("#visible").textContent = String(shown);
    $("#no-match").hidden = shown !== 0 || $("#no-findings") !== null;
    all(".input-row").forEach(function (r) { r.classList.toggle("picked", r.getAttribute("data-input") === s.input); });
    if (push) {
      var h = toHash(s);
      history.replaceState(null, "", h ? "#" + h : location.pathname + location.search);
    }
  }
  boxes.concat([rule, input, sort]).concat(all("input[name=view]")).forEach(function (el) {
    el.addEventListener("change", function () { apply(true); });
  });
  q.addEventListener("input", function () { apply(true); });
  all(".pick-input").forEach(function (a) {
    a.addEventListener("click", function (e) {
      e.preventDefault();
      setSelect(input, a.getAttribute("data-input"));
      apply(true);
    });
  });
  $("#reset").addEventListener("click", function (e) {
    e.preventDefault();
    history.replaceState(null, "", location.pathname + location.search);
    fromHash();
    apply(true);
  });
  window.addEventListener("hashchange", function () { fromHash(); apply(false); });
  fromHash();
  apply(false);
  document.documentElement.setAttribute("data-ready", "true");
})();
`
