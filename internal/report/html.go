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
}

// WriteHTML writes one self-contained HTML page for reviewers: findings
// grouped by rule (with the rule's help) and by file, each with its
// snippet, and level filters. It makes no requests: the style and script
// are inline and a Content-Security-Policy allows nothing else.
func WriteHTML(w io.Writer, r *finding.Result, opt HTMLOptions) error {
	return htmlTemplate().Execute(w, buildHTML(r, opt))
}

type htmlPage struct {
	Title, Version string
	CSP            string
	Style          template.CSS
	Script         template.JS
	Summary        string
	Inputs         int
	Shown          int
	Counts         map[string]int
	Levels         []string
	ShowSuppressed bool
	ByRule         []*htmlRule
	ByFile         []*htmlFile
	Errors         []finding.InputError
}

type htmlRule struct {
	ID, Name, Level, Short, Spec, DocURL string
	Help                                 []htmlBlock
	Findings                             []htmlFinding
}

type htmlFile struct {
	Path     string
	Findings []htmlFinding
}

type htmlBlock struct {
	Code  bool
	Label string
	Text  string
}

type htmlFinding struct {
	RuleID, RuleName, Level string
	Where, Logical          string
	Message, Snippet        string
	Fingerprint             string
	Suppressed              bool
	SuppressedBy            string
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

	var all []htmlFinding
	for _, f := range r.Findings {
		all = append(all, toHTMLFinding(f, nil))
		p.Counts[f.Level.String()]++
		p.Shown++
	}
	for i := range r.SuppressedFindings {
		all = append(all, toHTMLFinding(r.SuppressedFindings[i].Finding, &r.SuppressedFindings[i]))
		p.Counts["suppressed"]++
		p.ShowSuppressed = true
	}

	byRule := map[string]*htmlRule{}
	byFile := map[string]*htmlFile{}
	for _, hf := range all {
		g := byRule[hf.RuleID]
		if g == nil {
			g = newHTMLRule(hf.RuleID)
			byRule[hf.RuleID] = g
			p.ByRule = append(p.ByRule, g)
		}
		g.Findings = append(g.Findings, hf)
		path := strings.SplitN(hf.Where, ":", 2)[0]
		fg := byFile[path]
		if fg == nil {
			fg = &htmlFile{Path: path}
			byFile[path] = fg
			p.ByFile = append(p.ByFile, fg)
		}
		fg.Findings = append(fg.Findings, hf)
	}
	// Rules by severity then ID, files by path: the worst first, stable.
	sort.SliceStable(p.ByRule, func(i, j int) bool {
		a, b := levelRank(p.ByRule[i].Level), levelRank(p.ByRule[j].Level)
		if a != b {
			return a > b
		}
		return p.ByRule[i].ID < p.ByRule[j].ID
	})
	sort.SliceStable(p.ByFile, func(i, j int) bool { return p.ByFile[i].Path < p.ByFile[j].Path })
	return p
}

func levelRank(l string) int {
	v, _ := finding.ParseLevel(l)
	return int(v)
}

func toHTMLFinding(f finding.Finding, s *finding.Suppressed) htmlFinding {
	hf := htmlFinding{
		RuleID:      f.RuleID,
		Level:       f.Level.String(),
		Where:       textLocation(f),
		Logical:     finding.Sanitize(f.Location.Logical),
		Message:     finding.Sanitize(f.Message),
		Snippet:     f.Snippet,
		Fingerprint: f.Fingerprint,
	}
	if r := rules.Lookup(f.RuleID); r != nil {
		hf.RuleName = r.Name
	}
	if s != nil {
		hf.Suppressed = true
		hf.SuppressedBy = s.Kind + ": " + finding.Sanitize(s.Reason)
	}
	return hf
}

func newHTMLRule(id string) *htmlRule {
	g := &htmlRule{ID: id}
	r := rules.Lookup(id)
	if r == nil {
		return g
	}
	g.Name, g.Level, g.Short, g.Spec = r.Name, r.Level.String(), r.Short, r.SpecRef()
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
<fieldset><legend>Group by</legend>
<label><input type="radio" name="view" value="rule" checked> rule</label>
<label><input type="radio" name="view" value="file"> file</label>
</fieldset>
<p class="visible"><span id="visible">{{.Shown}}</span> findings shown</p>
</form>
</header>
<main>
{{if .Errors}}<section class="errors" id="errors"><h2>Inputs that could not be read</h2><ul>
{{range .Errors}}<li><code>{{.Path}}</code>: {{.Message}}</li>
{{end}}</ul></section>{{end}}
{{if not .ByRule}}<p class="none" id="no-findings">No findings.</p>{{end}}
<section id="by-rule">
{{range .ByRule}}<section class="group rule" id="rule-{{.ID}}">
<h2><span class="badge lvl-{{.Level}}">{{.Level}}</span> {{.ID}} {{.Name}} <span class="count">{{len .Findings}}</span></h2>
<p class="short">{{.Short}}{{if .Spec}} <span class="spec">({{.Spec}})</span>{{end}}</p>
<details class="help"><summary>Rule help</summary>
{{range .Help}}{{if .Code}}<pre class="example">{{.Text}}</pre>{{else}}<p>{{if .Label}}<strong>{{.Label}}:</strong> {{end}}{{.Text}}</p>{{end}}
{{end}}{{if .DocURL}}<p class="doc"><a href="{{.DocURL}}" rel="noreferrer">{{.ID}} documentation</a></p>{{end}}
</details>
<ol class="findings">
{{range .Findings}}{{template "finding" .}}{{end}}</ol>
</section>
{{end}}</section>
<section id="by-file">
{{range .ByFile}}<section class="group file">
<h2><code>{{.Path}}</code> <span class="count">{{len .Findings}}</span></h2>
<ol class="findings">
{{range .Findings}}{{template "finding" .}}{{end}}</ol>
</section>
{{end}}</section>
</main>
<footer>Generated by cetpaudit {{.Version}}. This page loads nothing from the network.</footer>
<script>{{.Script}}</script>
</body>
</html>
{{define "finding"}}<li class="finding lvl-{{.Level}}" data-level="{{.Level}}" data-rule="{{.RuleID}}"{{if .Suppressed}} data-suppressed="true"{{end}}>
<div class="head"><span class="badge lvl-{{.Level}}">{{.Level}}</span> <a class="rule" href="#rule-{{.RuleID}}">{{.RuleID}}</a> <code class="where">{{.Where}}</code>{{if .Suppressed}} <span class="sup">suppressed — {{.SuppressedBy}}</span>{{end}}</div>
<p class="msg">{{.Message}}</p>
{{if .Logical}}<p class="logical">at <code>{{.Logical}}</code></p>{{end}}
{{if .Snippet}}<pre class="snippet">{{.Snippet}}</pre>{{end}}
<p class="fp">fingerprint {{.Fingerprint}}</p>
</li>
{{end}}`

const htmlStyle = `
:root { --err: #b3261e; --warn: #8a5300; --note: #0b57d0; --sup: #5f6368; font-family: system-ui, sans-serif; }
body { margin: 0; color: #1f1f1f; background: #fafafa; }
header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: .5rem 1.5rem; z-index: 1; }
h1 { font-size: 1.3rem; margin: .2rem 0; }
main { padding: 0 1.5rem 2rem; }
fieldset { display: inline-block; border: 1px solid #ccc; margin-right: 1rem; }
label { margin-right: .8rem; }
.group { background: #fff; border: 1px solid #ddd; border-radius: 6px; margin: 1rem 0; padding: .5rem 1rem; }
.group h2 { font-size: 1.05rem; }
.count { font-weight: normal; color: #555; }
.count::before { content: "· "; }
.badge { display: inline-block; border-radius: 4px; padding: 0 .4rem; color: #fff; font-size: .8rem; text-transform: uppercase; }
.badge.lvl-error { background: var(--err); }
.badge.lvl-warning { background: var(--warn); }
.badge.lvl-note { background: var(--note); }
.finding { border-top: 1px solid #eee; padding: .4rem 0; }
.finding[data-suppressed] { opacity: .65; }
.sup { color: var(--sup); font-style: italic; }
.msg { margin: .3rem 0; }
.logical, .fp { color: #555; font-size: .85rem; margin: .2rem 0; }
pre { background: #f3f3f3; padding: .5rem; overflow-x: auto; white-space: pre-wrap; }
.errors { border-left: 4px solid var(--err); padding-left: 1rem; }
[hidden] { display: none !important; }
footer { color: #666; font-size: .8rem; padding: 1rem 1.5rem; }
`

const htmlScript = `
(function () {
  "use strict";
  var boxes = Array.prototype.slice.call(document.querySelectorAll("input[data-filter]"));
  function apply() {
    var on = {};
    boxes.forEach(function (b) { on[b.getAttribute("data-filter")] = b.checked; });
    document.querySelectorAll(".finding").forEach(function (el) {
      var sup = el.getAttribute("data-suppressed") === "true";
      el.hidden = !(on[el.getAttribute("data-level")] && (!sup || on.suppressed));
    });
    document.querySelectorAll(".group").forEach(function (g) {
      var n = g.querySelectorAll(".finding:not([hidden])").length;
      g.hidden = n === 0;
      g.querySelector(".count").textContent = String(n);
    });
    document.getElementById("visible").textContent =
      String(document.querySelectorAll("#by-rule .finding:not([hidden])").length);
  }
  function view() {
    var v = document.querySelector("input[name=view]:checked").value;
    document.getElementById("by-rule").hidden = v !== "rule";
    document.getElementById("by-file").hidden = v !== "file";
  }
  boxes.forEach(function (b) { b.addEventListener("change", apply); });
  document.querySelectorAll("input[name=view]").forEach(function (b) { b.addEventListener("change", view); });
  apply();
  view();
  document.documentElement.setAttribute("data-ready", "true");
})();
`
