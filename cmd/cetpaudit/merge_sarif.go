package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/sarif"
)

// mergedSARIF is the merged log, kept as generic JSON so nothing the
// shards wrote is lost.
type mergedSARIF struct {
	log    map[string]any
	failed bool
	levels []string
}

func (m *mergedSARIF) atOrAbove(min finding.Level) bool {
	if min == finding.None {
		return false
	}
	for _, l := range m.levels {
		if lv, err := finding.ParseLevel(l); err == nil && lv >= min {
			return true
		}
	}
	return false
}

// mergeSARIF merges cetpaudit SARIF logs into one log with one run: the
// rules of the first, every distinct result, one invocation that succeeded
// only when all did, and occurrence counters in the partial fingerprints
// renumbered across the shards (two shards' first occurrence of one
// fingerprint must not become one alert).
func mergeSARIF(names []string, docs [][]byte) (*mergedSARIF, error) {
	m := &mergedSARIF{}
	var run map[string]any
	var results []any
	var notifications []any
	success := true
	seen := map[string]bool{}
	version := ""
	for i, data := range docs {
		var log map[string]any
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		if err := dec.Decode(&log); err != nil {
			return nil, fmt.Errorf("%s: %w", names[i], err)
		}
		runs, _ := log["runs"].([]any)
		if len(runs) != 1 {
			return nil, fmt.Errorf("%s: %d runs; a cetpaudit SARIF log has one", names[i], len(runs))
		}
		r, _ := runs[0].(map[string]any)
		driver := dig(r, "tool", "driver")
		if name, _ := driver["name"].(string); name != "cetpaudit" {
			return nil, fmt.Errorf("%s: not written by cetpaudit", names[i])
		}
		v, _ := driver["version"].(string)
		if i > 0 && v != version {
			return nil, fmt.Errorf("%s was written by cetpaudit %s, %s by %s: merge reports of one version (rule indexes differ)", names[i], v, names[0], version)
		}
		version = v
		if run == nil {
			m.log, run = log, r
		}
		rs, _ := r["results"].([]any)
		for _, res := range rs {
			k, err := resultKey(res)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", names[i], err)
			}
			if !seen[k] {
				seen[k] = true
				results = append(results, res)
			}
		}
		invs, _ := r["invocations"].([]any)
		for _, inv := range invs {
			im, _ := inv.(map[string]any)
			if ok, isBool := im["executionSuccessful"].(bool); isBool && !ok {
				success = false
			}
			ns, _ := im["toolExecutionNotifications"].([]any)
			notifications = append(notifications, ns...)
		}
	}
	// The order of one unsharded scan (finding.ReportLess); then renumber
	// "fingerprint:N" in it.
	type keyed struct {
		res any
		f   finding.Finding
	}
	order := make([]keyed, len(results))
	for i, res := range results {
		order[i] = keyed{res, sarifFinding(res)}
	}
	sort.SliceStable(order, func(i, j int) bool { return finding.ReportLess(&order[i].f, &order[j].f) })
	for i := range order {
		results[i] = order[i].res
	}
	count := map[string]int{}
	for _, res := range results {
		rm := res.(map[string]any)
		pf, _ := rm["partialFingerprints"].(map[string]any)
		if h, ok := pf["primaryLocationLineHash"].(string); ok {
			base := h
			if i := strings.LastIndexByte(h, ':'); i > 0 {
				base = h[:i]
			}
			count[base]++
			pf["primaryLocationLineHash"] = fmt.Sprintf("%s:%d", base, count[base])
		}
		if l, ok := rm["level"].(string); ok {
			m.levels = append(m.levels, l)
		}
	}
	if results == nil {
		results = []any{}
	}
	run["results"] = results
	inv := map[string]any{"executionSuccessful": success}
	if len(notifications) > 0 {
		inv["toolExecutionNotifications"] = notifications
	}
	run["invocations"] = []any{inv}
	m.failed = !success
	return m, nil
}

// resultKey identifies a result whatever shard reported it: rule,
// location, message and the fingerprint without its occurrence counter.
func resultKey(res any) (string, error) {
	rm, ok := res.(map[string]any)
	if !ok {
		return "", errors.New("a result is not an object")
	}
	c := map[string]any{}
	for _, k := range []string{"ruleId", "message", "locations", "relatedLocations", "level"} {
		c[k] = rm[k]
	}
	if pf, ok := rm["partialFingerprints"].(map[string]any); ok {
		if h, ok := pf["primaryLocationLineHash"].(string); ok {
			if i := strings.LastIndexByte(h, ':'); i > 0 {
				h = h[:i]
			}
			c["fp"] = h
		}
	}
	b, err := json.Marshal(c)
	return string(b), err
}

// sarifFinding reads back from a result what finding.ReportLess orders
// by: the input (the related location the SARIF writer adds when the
// finding is shown elsewhere, else the location), path, line, column,
// rule, logical location and message (without the " (in [input](1))" the
// writer appends, unescaped). The writer puts an unknown line or column at
// 1, so a result at line 1 column 1 and one with no line in the same file
// may order by rule instead; none of cetpaudit's inputs has both.
func sarifFinding(res any) finding.Finding {
	rm, _ := res.(map[string]any)
	var f finding.Finding
	f.RuleID, _ = rm["ruleId"].(string)
	msg, _ := rm["message"].(map[string]any)
	f.Message, _ = msg["text"].(string)
	if locs, _ := rm["locations"].([]any); len(locs) > 0 {
		loc, _ := locs[0].(map[string]any)
		pl, _ := loc["physicalLocation"].(map[string]any)
		al, _ := pl["artifactLocation"].(map[string]any)
		f.Location.Path, _ = al["uri"].(string)
		region, _ := pl["region"].(map[string]any)
		f.Location.Line, f.Location.Column = jsonInt(region["startLine"]), jsonInt(region["startColumn"])
		if lls, _ := loc["logicalLocations"].([]any); len(lls) > 0 {
			ll, _ := lls[0].(map[string]any)
			f.Location.Logical, _ = ll["fullyQualifiedName"].(string)
		}
	}
	f.Input = f.Location.Path
	if rel, _ := rm["relatedLocations"].([]any); len(rel) > 0 {
		loc, _ := rel[0].(map[string]any)
		pl, _ := loc["physicalLocation"].(map[string]any)
		al, _ := pl["artifactLocation"].(map[string]any)
		if u, ok := al["uri"].(string); ok {
			f.Input = u
			suffix := " (in [" + sarifEscape.Replace(u) + "](1))"
			if m, ok := strings.CutSuffix(f.Message, suffix); ok {
				f.Message = sarifUnescape.Replace(m)
			}
		}
	}
	return f
}

// The escaping of SARIF plain text that links to a related location
// (§3.11.6), as sarif.Write applies it.
var (
	sarifEscape   = strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`)
	sarifUnescape = strings.NewReplacer(`\\`, `\`, `\[`, "[", `\]`, "]")
)

func jsonInt(v any) int {
	if n, ok := v.(json.Number); ok {
		i, _ := n.Int64()
		return int(i)
	}
	return 0
}

func dig(m map[string]any, keys ...string) map[string]any {
	for _, k := range keys {
		next, _ := m[k].(map[string]any)
		m = next
	}
	return m
}

// renderSARIFMerged renders merged JSON findings as SARIF, with the
// rules' default configuration (the shards' configuration is not in JSON).
func renderSARIFMerged(b *bytes.Buffer, res *finding.Result) error {
	return sarif.Write(b, res, sarif.Options{})
}
