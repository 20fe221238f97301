package main

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestGitHubDocsEmbedWorkflows checks that docs/github.md, the README's
// quick start and docs/fleet.md show exactly the workflow files under docs/workflows, which
// .ci/run lints with actionlint: every yaml block of docs/github.md is one of
// them, marked with its name, byte for byte, and every file is shown once.
func TestGitHubDocsEmbedWorkflows(t *testing.T) {
	docs := filepath.Join("..", "..", "docs")
	page, err := os.ReadFile(filepath.Join(docs, "github.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	// Every other page may show a workflow only as an embedded file;
	// fleet.md alone has yaml that is not a workflow (a Kubernetes Job).
	others, _ := filepath.Glob(filepath.Join(docs, "*.md"))
	files, _ := filepath.Glob(filepath.Join(docs, "workflows", "*.yml"))
	if len(files) == 0 {
		t.Fatal("no docs/workflows/*.yml")
	}
	want := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want["docs/workflows/"+filepath.Base(f)] = string(data)
	}

	block := regexp.MustCompile("(?s)(?:<!-- embed: (\\S+) -->\\n)?```yaml\\n(.*?)```\\n")
	seen := map[string]int{}
	matches := block.FindAllStringSubmatch(string(page), -1)
	matches = append(matches, block.FindAllStringSubmatch(string(readme), -1)...)
	for _, path := range others {
		if filepath.Base(path) == "github.md" {
			continue
		}
		doc, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range block.FindAllStringSubmatch(string(doc), -1) {
			if m[1] != "" || filepath.Base(path) != "fleet.md" {
				matches = append(matches, m)
			}
		}
	}
	for _, m := range matches {
		name, body := m[1], m[2]
		if name == "" {
			t.Errorf("a yaml block without an embed marker (write it as a docs/workflows file):\n%s", firstLine(body))
			continue
		}
		seen[name]++
		w, ok := want[name]
		switch {
		case !ok:
			t.Errorf("docs/github.md embeds %s, which is not a docs/workflows file", name)
		case body != w:
			t.Errorf("docs/github.md's copy of %s differs from the file", name)
		}
	}
	var names []string
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if seen[n] != 1 {
			t.Errorf("%s is embedded %d times in README.md and docs/*.md, want once", n, seen[n])
		}
	}
}

func firstLine(s string) string { return strings.SplitN(s, "\n", 2)[0] }
