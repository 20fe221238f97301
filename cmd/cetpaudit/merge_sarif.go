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
	// The order of one unsharded scan: by input, then location, rule,
	// logical location and message; then renumber "fingerprint:N" in it.
	sort.SliceStable(results, func(i, j int) bool { return resultLess(results[i], results[j]) })
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

// resultOrder is the sort key of a result, as scan orders findings.
type resultOrder struct {
	input, uri         string
	line, col          int
	rule, logical, msg string
}

func orderOf(res any) resultOrder {
	rm, _ := res.(map[string]any)
	var o resultOrder
	o.rule, _ = rm["ruleId"].(string)
	msg, _ := rm["message"].(map[string]any)
	o.msg, _ = msg["text"].(string)
	if locs, _ := rm["locations"].([]any); len(locs) > 0 {
		loc, _ := locs[0].(map[string]any)
		pl, _ := loc["physicalLocation"].(map[string]any)
		al, _ := pl["artifactLocation"].(map[string]any)
		o.uri, _ = al["uri"].(string)
		region, _ := pl["region"].(map[string]any)
		o.line, o.col = jsonInt(region["startLine"]), jsonInt(region["startColumn"])
		if lls, _ := loc["logicalLocations"].([]any); len(lls) > 0 {
			ll, _ := lls[0].(map[string]any)
			o.logical, _ = ll["fullyQualifiedName"].(string)
		}
	}
	o.input = o.uri
	if rel, _ := rm["relatedLocations"].([]any); len(rel) > 0 {
		loc, _ := rel[0].(map[string]any)
		pl, _ := loc["physicalLocation"].(map[string]any)
		al, _ := pl["artifactLocation"].(map[string]any)
		if u, ok := al["uri"].(string); ok {
			o.input = u
		}
	}
	return o
}

func jsonInt(v any) int {
	if n, ok := v.(json.Number); ok {
		i, _ := n.Int64()
		return int(i)
	}
	return 0
}

func resultLess(a, b any) bool {
	x, y := orderOf(a), orderOf(b)
	switch {
	case x.input != y.input:
		return x.input < y.input
	case x.uri != y.uri:
		return x.uri < y.uri
	case x.line != y.line:
		return x.line < y.line
	case x.col != y.col:
		return x.col < y.col
	case x.rule != y.rule:
		return x.rule < y.rule
	case x.logical != y.logical:
		return x.logical < y.logical
	}
	return x.msg < y.msg
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
