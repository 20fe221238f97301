package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// browser is a headless Chromium driven through chromedriver's W3C
// WebDriver HTTP API on localhost: no client library needed.
type browser struct {
	t       *testing.T
	base    string
	session string
}

// chromiumFlags are the flags that work for root in a container.
var chromiumFlags = []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync",
	"--disable-dev-shm-usage", "--window-size=1280,1600"}

func findChromium() (chromium, driver string) {
	driver, _ = exec.LookPath("chromedriver")
	for _, c := range []string{"/usr/lib/chromium/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(c); err == nil {
			return p, driver
		}
	}
	return "", driver
}

func startBrowser(t *testing.T) *browser {
	t.Helper()
	chromium, driver := findChromium()
	if chromium == "" || driver == "" {
		t.Skip("headless Chromium test skipped: Chromium or chromedriver not installed (apt-get install -y chromium chromium-driver; .ci/run installs them)")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	var logBuf bytes.Buffer
	cmd := exec.Command(driver, fmt.Sprintf("--port=%d", port))
	cmd.Stdout, cmd.Stderr = &logBuf, &logBuf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	b := &browser{t: t, base: fmt.Sprintf("http://127.0.0.1:%d", port)}
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(b.base + "/status")
		if err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("chromedriver did not start: %v\n%s", err, logBuf.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	args := append([]string{"--user-data-dir=" + t.TempDir()}, chromiumFlags...)
	var created struct {
		SessionID string `json:"sessionId"`
	}
	b.call("POST", "/session", map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName":        "chrome",
		"goog:chromeOptions": map[string]any{"binary": chromium, "args": args},
	}}}, &created)
	if created.SessionID == "" {
		t.Fatalf("no WebDriver session\n%s", logBuf.String())
	}
	b.session = "/session/" + created.SessionID
	t.Cleanup(func() { b.call("DELETE", b.session, nil, nil) })
	return b
}

// call sends one WebDriver command and decodes its "value".
func (b *browser) call(method, path string, body, value any) {
	b.t.Helper()
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, b.base+path, rd)
	req.Header.Set("Content-Type", "application/json")
	client := &http.Client{Timeout: 60 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		b.t.Fatalf("%s %s: %s %s", method, path, resp.Status, data)
	}
	if value != nil {
		var env struct{ Value json.RawMessage }
		if err := json.Unmarshal(data, &env); err != nil {
			b.t.Fatalf("%s %s: %v", method, path, err)
		}
		if err := json.Unmarshal(env.Value, value); err != nil {
			b.t.Fatalf("%s %s: value %s: %v", method, path, env.Value, err)
		}
	}
}

func (b *browser) eval(script string, out any) {
	b.t.Helper()
	b.call("POST", b.session+"/execute/sync", map[string]any{"script": script, "args": []any{}}, out)
}

func (b *browser) click(css string) {
	b.t.Helper()
	var el map[string]string
	b.call("POST", b.session+"/element", map[string]any{"using": "css selector", "value": css}, &el)
	for _, id := range el {
		b.call("POST", b.session+"/element/"+id+"/click", map[string]any{}, nil)
		return
	}
	b.t.Fatalf("no element %s", css)
}

// state is what the page shows: findings visible in the by-rule view,
// per level, and the rule groups visible.
type pageState struct {
	Ready      string         `json:"ready"`
	Visible    int            `json:"visible"`
	Counter    string         `json:"counter"`
	ByLevel    map[string]int `json:"byLevel"`
	Groups     int            `json:"groups"`
	Sticky     string         `json:"sticky"`
	Resources  int            `json:"resources"`
	ByRuleShow bool           `json:"byRuleShown"`
	ByFileShow bool           `json:"byFileShown"`
}

const stateJS = `
var vis = document.querySelectorAll("#by-rule .finding:not([hidden])");
var by = {};
vis.forEach(function (el) { var l = el.getAttribute("data-level") + (el.hasAttribute("data-suppressed") ? "/suppressed" : ""); by[l] = (by[l] || 0) + 1; });
return {
  ready: document.documentElement.getAttribute("data-ready") || "",
  visible: vis.length,
  counter: document.getElementById("visible").textContent,
  byLevel: by,
  groups: document.querySelectorAll("#by-rule .group:not([hidden])").length,
  sticky: getComputedStyle(document.querySelector("header")).position,
  resources: performance.getEntriesByType("resource").length,
  byRuleShown: !document.getElementById("by-rule").hidden,
  byFileShown: !document.getElementById("by-file").hidden
};`

func (b *browser) state() pageState {
	b.t.Helper()
	var s pageState
	b.eval(stateJS, &s)
	return s
}

// TestHTMLReportInBrowser renders the HTML report of a fixture scan in
// headless Chromium: the inline script and style run under the page's CSP,
// nothing is fetched, the level and suppressed filters and the grouping
// switch work, and a screenshot shows the findings.
func TestHTMLReportInBrowser(t *testing.T) {
	b := startBrowser(t)
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	dir := t.TempDir()
	report := filepath.Join(dir, "report.html")
	inputs := []string{"testdata/apks", "testdata/manifests"}
	args := append([]string{"scan", "--root", ".", "--show-suppressed", "--format", "html", "-o", report}, inputs...)
	if code, _, errOut := runCLI(t, root, args...); code != 1 {
		t.Fatalf("scan exit %d: %s", code, errOut)
	}
	// What the page must show, from the same scan as JSON.
	_, js, _ := runCLI(t, root, append([]string{"scan", "--root", ".", "--show-suppressed", "--format", "json"}, inputs...)...)
	var doc struct {
		Findings   []struct{ Level string }
		Suppressed []struct{ Level string }
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, f := range doc.Findings {
		want[f.Level]++
	}
	if len(doc.Findings) == 0 || len(doc.Suppressed) == 0 || want["error"] == 0 || want["warning"] == 0 {
		t.Fatalf("fixture scan too thin to test filters: %v, %d suppressed", want, len(doc.Suppressed))
	}

	b.call("POST", b.session+"/url", map[string]any{"url": "file://" + report}, nil)
	t.Cleanup(func() {
		if t.Failed() {
			shot := filepath.Join(os.TempDir(), fmt.Sprintf("cetpaudit-report-failure-%d.png", os.Getpid()))
			b.screenshot(shot)
			t.Logf("screenshot of the failing page: %s", shot)
		}
	})
	s := b.state()
	if s.Ready != "true" {
		t.Fatal("the report's script did not run (blocked by its own CSP?)")
	}
	if s.Sticky != "sticky" {
		t.Errorf("the report's style was not applied (header position %q)", s.Sticky)
	}
	if s.Resources != 0 {
		t.Errorf("the page made %d requests", s.Resources)
	}
	if s.Visible != len(doc.Findings) || s.Counter != fmt.Sprint(len(doc.Findings)) {
		t.Errorf("initially %d findings shown (counter %s), want %d (suppressed hidden)", s.Visible, s.Counter, len(doc.Findings))
	}
	if s.ByLevel["error"] != want["error"] || s.ByLevel["warning"] != want["warning"] {
		t.Errorf("shown by level %v, want %v", s.ByLevel, want)
	}
	if !s.ByRuleShow || s.ByFileShow {
		t.Errorf("initial view: by rule %v, by file %v", s.ByRuleShow, s.ByFileShow)
	}
	shot := filepath.Join(dir, "report.png")
	if p := os.Getenv("CETPAUDIT_SCREENSHOT"); p != "" {
		shot = p
	}
	img := b.screenshot(shot)
	if n := countColor(img, 0xb3, 0x26, 0x1e); n < 50 {
		t.Errorf("the screenshot shows no error badges (%d pixels of their red)", n)
	}
	t.Logf("screenshot: %s", shot)

	// Unticking "error" hides the errors and the groups of error rules.
	groupsBefore := s.Groups
	b.click(`input[data-filter="error"]`)
	s = b.state()
	if s.ByLevel["error"] != 0 || s.Visible != len(doc.Findings)-want["error"] || s.Counter != fmt.Sprint(s.Visible) {
		t.Errorf("error filter off: %+v", s)
	}
	if s.Groups >= groupsBefore {
		t.Errorf("error filter off: %d rule groups still shown of %d", s.Groups, groupsBefore)
	}
	if n := countColor(b.screenshot(filepath.Join(dir, "warnings.png")), 0xb3, 0x26, 0x1e); n != 0 {
		t.Errorf("error badges still on screen with errors filtered out (%d pixels)", n)
	}
	b.click(`input[data-filter="warning"]`)
	if s = b.state(); s.Visible != want["note"] {
		t.Errorf("errors and warnings off: %d shown, want %d notes", s.Visible, want["note"])
	}
	b.click(`input[data-filter="error"]`)
	b.click(`input[data-filter="warning"]`)
	b.click(`input[data-filter="suppressed"]`)
	if s = b.state(); s.Visible != len(doc.Findings)+len(doc.Suppressed) {
		t.Errorf("suppressed on: %d shown, want %d", s.Visible, len(doc.Findings)+len(doc.Suppressed))
	}
	b.click(`input[name="view"][value="file"]`)
	if s = b.state(); s.ByRuleShow || !s.ByFileShow {
		t.Errorf("group by file: by rule %v, by file %v", s.ByRuleShow, s.ByFileShow)
	}
	b.click(`input[name="view"][value="rule"]`)
	b.click(`input[data-filter="suppressed"]`)

	reviewerViews(t, b, report, js)
}

// reviewerViews exercises search, the rule and input filters, the view
// in the URL fragment, the input list, the metadata and code context.
func reviewerViews(t *testing.T, b *browser, report, js string) {
	t.Helper()
	var doc struct {
		Findings []struct {
			RuleID   string
			Input    string
			Location struct{ Path string }
		}
		Inputs []struct{ Path, Kind string }
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil {
		t.Fatal(err)
	}
	count := func(match func(rule, input, path string) bool) int {
		n := 0
		for _, f := range doc.Findings {
			if match(f.RuleID, f.Input, f.Location.Path) {
				n++
			}
		}
		return n
	}
	var page struct {
		Rows, CleanRows, ContextHits int
		Meta, Hash, Rule, Input      string
	}
	read := func() {
		b.eval(`return {
  rows: document.querySelectorAll("#inputs tr.input-row").length,
  cleanRows: document.querySelectorAll("#inputs tr.outcome-clean").length,
  contextHits: document.querySelectorAll("pre.context .hit").length,
  meta: document.getElementById("meta").textContent,
  hash: decodeURIComponent(location.hash),
  rule: document.getElementById("rule").value,
  input: document.getElementById("input").value
};`, &page)
	}
	read()
	if page.Rows != len(doc.Inputs) || page.CleanRows == 0 {
		t.Errorf("input list: %d rows (%d clean), want %d inputs", page.Rows, page.CleanRows, len(doc.Inputs))
	}
	if !strings.Contains(page.Meta, "cetpaudit") || !strings.Contains(page.Meta, "configuration") || !strings.Contains(page.Meta, "started") {
		t.Errorf("scan metadata: %q", page.Meta)
	}
	if page.ContextHits == 0 {
		t.Error("no finding shows its source lines")
	}

	// Text search: a term only some findings' paths contain.
	const term = "cetp107_shared_user_id"
	b.typeInto("#q", term)
	want := count(func(_, input, path string) bool { return strings.Contains(input+path, term) })
	if s := b.state(); s.Visible != want || want == 0 {
		t.Errorf("search %q: %d shown, want %d", term, s.Visible, want)
	}
	read()
	if !strings.Contains(page.Hash, "q="+term) {
		t.Errorf("search not in the URL fragment: %q", page.Hash)
	}
	b.click("#reset")

	// The rule filter.
	b.selectOption("#rule", "CETP103")
	want = count(func(rule, _, _ string) bool { return rule == "CETP103" })
	if s := b.state(); s.Visible != want || want == 0 {
		t.Errorf("rule filter: %d shown, want %d", s.Visible, want)
	}
	read()
	if !strings.Contains(page.Hash, "rule=CETP103") {
		t.Errorf("rule filter not in the URL fragment: %q", page.Hash)
	}

	// A link with a view in its fragment opens that view: one input,
	// grouped by input.
	const input = "testdata/apks/cetp109_debuggable.apk"
	b.call("POST", b.session+"/url", map[string]any{"url": "file://" + report + "#input=" + input + "&view=input"}, nil)
	want = count(func(_, in, _ string) bool { return in == input })
	var shown struct {
		Visible int
		ByInput bool
	}
	b.eval(`return {visible: document.querySelectorAll("#by-input .finding:not([hidden])").length,
  byInput: !document.getElementById("by-input").hidden};`, &shown)
	read()
	if shown.Visible != want || want == 0 || !shown.ByInput || page.Input != input {
		t.Errorf("view from the fragment: %d shown by input %v (select %q), want %d", shown.Visible, shown.ByInput, page.Input, want)
	}
}

// typeInto types text into the element as a user would.
func (b *browser) typeInto(css, text string) {
	b.t.Helper()
	b.call("POST", b.session+"/element/"+b.find(css)+"/value", map[string]any{"text": text}, nil)
}

// selectOption picks an option of a select element by value, as a user
// would: a click on the option.
func (b *browser) selectOption(css, value string) {
	b.t.Helper()
	b.click(css + ` option[value="` + value + `"]`)
}

func (b *browser) find(css string) string {
	b.t.Helper()
	var el map[string]string
	b.call("POST", b.session+"/element", map[string]any{"using": "css selector", "value": css}, &el)
	for _, id := range el {
		return id
	}
	b.t.Fatalf("no element %s", css)
	return ""
}

func (b *browser) screenshot(path string) image.Image {
	b.t.Helper()
	var data string
	b.call("GET", b.session+"/screenshot", nil, &data)
	raw, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		b.t.Fatalf("screenshot is not a PNG: %v", err)
	}
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		b.t.Fatal(err)
	}
	return img
}

// countColor counts the pixels close to an RGB colour.
func countColor(img image.Image, r, g, bl uint8) int {
	n := 0
	bounds := img.Bounds()
	near := func(a uint32, b uint8) bool { d := int(a>>8) - int(b); return d > -8 && d < 8 }
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			pr, pg, pb, _ := img.At(x, y).RGBA()
			if near(pr, r) && near(pg, g) && near(pb, bl) {
				n++
			}
		}
	}
	return n
}
