package report

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/clawseed/cetpaudit/internal/finding"
)

func sample() *finding.Result {
	a := finding.Finding{RuleID: "CETP102", Level: finding.Error,
		Message:  "authority \"a,b:c%d\"\nsecond line",
		Location: finding.Location{Path: "app/src/main/Android,Manifest:x.xml", Line: 14, Column: 13, Logical: "manifest/application"}}
	a.Fingerprint = a.ComputeFingerprint()
	b := finding.Finding{RuleID: "CETP107", Level: finding.Warning, Message: "shared uid",
		Location: finding.Location{Path: "app.apk", Logical: "manifest"}}
	b.Fingerprint = b.ComputeFingerprint()
	c := finding.Finding{RuleID: "CETP109", Level: finding.Note, Message: "<script>alert(1)</script> debuggable",
		Location: finding.Location{Path: "b.xml", Line: 2, Logical: "manifest/application"}, Snippet: "<application android:debuggable=\"true\">"}
	c.Fingerprint = c.ComputeFingerprint()
	s := finding.Finding{RuleID: "CETP105", Level: finding.Warning, Message: "not exported",
		Location: finding.Location{Path: "b.xml", Line: 9, Logical: "manifest/application/service[x]"}}
	s.Fingerprint = s.ComputeFingerprint()
	return &finding.Result{
		Findings: []finding.Finding{a, b, c},
		Errors:   []finding.InputError{{Path: "broken.apk", Message: "broken.apk: not a zip archive"}},
		Inputs:   4, Suppressed: 1,
		SuppressedFindings: []finding.Suppressed{{Finding: s, Kind: "tools:ignore", Reason: "ships dark",
			By: finding.Location{Path: "b.xml", Line: 9, Logical: "manifest/application/service[x]"}}},
	}
}

func TestGitHubAnnotations(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteGitHub(&buf, sample()); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	want := []string{
		// ':' and ',' in a property are escaped; the message's newline is
		// already escaped by Sanitize, and '%' becomes %25.
		`::error file=app/src/main/Android%2CManifest%3Ax.xml,line=14,col=13,title=CETP102::authority \"a,b:c%25d\"\nsecond line`,
		`::warning file=app.apk,title=CETP107::shared uid [manifest]`,
		`::notice file=b.xml,line=2,title=CETP109::<script>alert(1)</script> debuggable`,
		`::error file=broken.apk,title=cetpaudit%3A unreadable input::broken.apk: not a zip archive`,
		`3 findings (1 error, 1 warning, 1 note) in 4 inputs, 1 unreadable input, 1 suppressed`,
	}
	if len(lines) != len(want) {
		t.Fatalf("got %d lines:\n%s", len(lines), buf.String())
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d:\n got %s\nwant %s", i, lines[i], want[i])
		}
	}
	// Raw escapes, for text that reaches them unsanitized.
	if got := ghData("100%\r\n"); got != "100%25%0D%0A" {
		t.Errorf("ghData = %q", got)
	}
	if got := ghProperty("a:b,c%"); got != "a%3Ab%2Cc%25" {
		t.Errorf("ghProperty = %q", got)
	}
}

func TestJSONLStream(t *testing.T) {
	var buf bytes.Buffer
	res := sample()
	j := NewJSONL(&buf)
	// Lines appear as each input finishes, before the summary.
	j.Findings(res.Findings[:1])
	if n := strings.Count(buf.String(), "\n"); n != 2 {
		t.Fatalf("after the first input: %d lines, want start + 1 finding", n)
	}
	j.Findings(res.Findings[1:])
	j.InputError(res.Errors[0])
	j.Suppressed(res.SuppressedFindings)
	if err := j.Summary(res); err != nil {
		t.Fatal(err)
	}
	var types []string
	sc := bufio.NewScanner(&buf)
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		types = append(types, line["type"].(string))
		switch line["type"] {
		case "finding":
			if line["ruleId"] == nil || line["fingerprint"] == nil || line["location"] == nil {
				t.Errorf("finding line without its fields: %s", sc.Text())
			}
		case "suppressed":
			sup := line["suppression"].(map[string]any)
			if sup["reason"] != "ships dark" || sup["kind"] != "tools:ignore" {
				t.Errorf("suppressed line: %s", sc.Text())
			}
		case "summary":
			if line["findings"].(float64) != 3 || line["unreadable"].(float64) != 1 {
				t.Errorf("summary line: %s", sc.Text())
			}
		}
	}
	if got := strings.Join(types, ","); got != "start,finding,finding,finding,error,suppressed,summary" {
		t.Errorf("line types %s", got)
	}
}

func TestJSONWithSuppressedMatchesSchema(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, sample()); err != nil {
		t.Fatal(err)
	}
	validateOutputSchema(t, buf.Bytes())
}

func TestTextShowsSuppressed(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteText(&buf, sample(), TextOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "b.xml:9: suppressed warning CETP105 not exported (tools:ignore: ships dark)\n") {
		t.Errorf("text output:\n%s", buf.String())
	}
}

func TestSnippets(t *testing.T) {
	root := t.TempDir()
	xml := "<manifest>\n    <service\n\tandroid:name=\".S\"\n        android:exported=\"false\">\n    </service>\n</manifest>\n"
	if err := os.WriteFile(filepath.Join(root, "AndroidManifest.xml"), []byte(xml), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "app.apk"), []byte("PK\x03\x04binary"), 0o644); err != nil {
		t.Fatal(err)
	}
	fs := []finding.Finding{
		{RuleID: "CETP105", Location: finding.Location{Path: "AndroidManifest.xml", Line: 2}},
		{RuleID: "CETP107", Location: finding.Location{Path: "app.apk", Line: 1}},
		{RuleID: "CETP109", Location: finding.Location{Path: "AndroidManifest.xml", Line: 99}},
		{RuleID: "CETP101", Location: finding.Location{Path: "AndroidManifest.xml", Line: 1}, Snippet: "own"},
	}
	AddSnippets(fs, root)
	want := "    <service\n    android:name=\".S\"\n        android:exported=\"false\">"
	if fs[0].Snippet != want {
		t.Errorf("xml snippet %q, want %q", fs[0].Snippet, want)
	}
	if fs[1].Snippet != "" || fs[2].Snippet != "" || fs[3].Snippet != "own" {
		t.Errorf("snippets = %q %q %q", fs[1].Snippet, fs[2].Snippet, fs[3].Snippet)
	}
}

func TestHTMLIsSelfContained(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteHTML(&buf, sample(), HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if strings.Contains(page, "<script>alert(1)") {
		t.Error("finding text reached the page unescaped")
	}
	// No external requests: no src= or stylesheet links at all, and the
	// CSP allows exactly the inline style and script, by hash.
	for _, bad := range []string{" src=", "<link", "@import", "url(", "http://"} {
		if strings.Contains(page, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	csp := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]+)">`).FindStringSubmatch(page)
	if csp == nil {
		t.Fatal("no CSP meta tag")
	}
	policy := html.UnescapeString(csp[1])
	for tag, body := range map[string]string{
		"style":  between(page, "<style>", "</style>"),
		"script": between(page, "<script>", "</script>"),
	} {
		sum := sha256.Sum256([]byte(body))
		want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !strings.Contains(policy, tag+"-src "+want) {
			t.Errorf("CSP %q does not allow the inline %s (hash %s)", policy, tag, want)
		}
	}
	if !strings.Contains(policy, "default-src 'none'") {
		t.Errorf("CSP %q is not default-deny", policy)
	}
	// Grouped by rule with the rule's help, and by file; suppressed shown.
	for _, want := range []string{`id="rule-CETP102"`, "How to fix:", `<code>b.xml</code>`, "suppressed — tools:ignore: ships dark", `class="snippet"`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
}

func between(s, open, close string) string {
	i := strings.Index(s, open)
	j := strings.Index(s, close)
	if i < 0 || j < i {
		return ""
	}
	return s[i+len(open) : j]
}

// TestDexLineInEveryFormat: a dex finding in a class whose source file
// name the build did not keep stays at the APK, and every format says
// its dex line: text and GitHub beside the logical location, HTML after
// it (in each of its views), JSON as location.dexLine (valid against the documented schema). A
// finding without a dex line says nothing of one.
func TestDexLineInEveryFormat(t *testing.T) {
	f := finding.Finding{RuleID: "CETP602", Level: finding.Error, Message: "implicit",
		Input:    "app.apk",
		Location: finding.Location{Path: "app.apk", Logical: "La/b;->c()V@0xa", LogicalKind: "member", DexLine: 7}}
	f.Fingerprint = f.ComputeFingerprint()
	plain := f
	plain.Location.DexLine = 0
	plain.Location.Logical = "La/b;->d()V@0x2"
	res := &finding.Result{Inputs: 1, Findings: []finding.Finding{f, plain}}
	const said = "La/b;->c()V@0xa, dex line 7 (no source file name recorded for the class)"

	var text, gh, page, js bytes.Buffer
	if err := WriteText(&text, res, TextOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteGitHub(&gh, res); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&page, res, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(&js, res); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"text": text.String(), "github": gh.String()} {
		if !strings.Contains(out, "implicit ["+said+"]") {
			t.Errorf("%s does not give the dex line:\n%s", name, out)
		}
		if !strings.Contains(out, "[La/b;->d()V@0x2]") || strings.Count(out, "dex line") != 1 {
			t.Errorf("%s: a finding without a dex line is shown with one:\n%s", name, out)
		}
	}
	if !strings.Contains(page.String(), "<code>La/b;-&gt;c()V@0xa</code>, dex line 7 (no source file name recorded for the class)") ||
		strings.Contains(page.String(), "<code>La/b;-&gt;d()V@0x2</code>, dex line") {
		t.Errorf("HTML does not give the dex line of exactly the finding that has one:\n%s", page.String())
	}
	if !strings.Contains(js.String(), `"dexLine": 7`) || strings.Count(js.String(), "dexLine") != 1 {
		t.Errorf("JSON does not carry location.dexLine once:\n%s", js.String())
	}
	v, err := jsonschema.UnmarshalJSON(&js)
	if err != nil {
		t.Fatal(err)
	}
	if err := outputSchema(t).Validate(v); err != nil {
		t.Errorf("JSON with a dex line does not match docs/output.schema.json: %v", err)
	}
}
