package poisoning

import (
	"strings"
	"testing"
)

// indexFold is strings.Index with ASCII case folding of s; k is lower
// case. It is how paging searched each of its words, kept here as the
// reference pagingAround is held to.
func indexFold(s, k string) int {
	for i := 0; i+len(k) <= len(s); i++ {
		if s[i]|0x20 != k[0] {
			continue
		}
		j := 1
		for j < len(k) && (s[i+j] == k[j] || s[i+j]|0x20 == k[j] && k[j] >= 'a' && k[j] <= 'z') {
			j++
		}
		if j == len(k) {
			return i
		}
	}
	return -1
}

// pagingByWord is paging's test as it was: one indexFold per word.
func pagingByWord(w string) bool {
	for _, k := range pagingWords {
		if indexFold(w, k) >= 0 {
			return true
		}
	}
	return false
}

// TestPagingAround compares the one-pass search with a search per word on
// every 600-byte window of the tune items and on cases at the edges:
// capitals, a word cut by the window's end, look-alike bytes that fold to
// a letter (0x40-0x5f fold onto 0x60-0x7f).
func TestPagingAround(t *testing.T) {
	texts := []string{
		"", "c", "cursor", "CURSOR", "Cursor.", "a curso", "NEXT_TOKEN", "next\x7ftoken", "next@token", "Next Page",
		"paginated list", "PAGINAT", "truncate", "TRUNCATED", "nExT BaTcH", "next  set", "page-token", "pageToken",
		"\x50age_token", "next_tokeN", "continuatio", "the response is Truncated; call again",
	}
	for _, it := range loadCorpus(t) {
		if it.Split != "tune" {
			continue
		}
		for i := 0; i < len(it.Text); i += 150 {
			texts = append(texts, it.Text[i:min(len(it.Text), i+600)])
		}
	}
	hits := 0
	for _, w := range texts {
		want := pagingByWord(w)
		if got := pagingAround(w); got != want {
			t.Errorf("pagingAround(%q) = %v, one search per word %v", w, got, want)
		}
		if want {
			hits++
		}
	}
	if hits < 20 {
		t.Errorf("only %d windows speak of paging: the comparison tests too little", hits)
	}
}

// TestPatternNeedsPacked checks that the packed gate needs the sentence
// loops read are those of the patterns, in the same order.
func TestPatternNeedsPacked(t *testing.T) {
	ps := patterns()
	if len(ps.instrNeeds) != len(ps.instr) || len(ps.crossNeeds) != len(ps.cross) {
		t.Fatalf("%d/%d instr needs, %d/%d cross needs", len(ps.instrNeeds), len(ps.instr), len(ps.crossNeeds), len(ps.cross))
	}
	for i := range ps.instr {
		if ps.instrNeeds[i] != needsOf(&ps.instr[i].gatedRE) {
			t.Errorf("instr pattern %d (%s): packed needs differ", i, strings.TrimSpace(ps.instr[i].reason))
		}
	}
	for i := range ps.cross {
		if ps.crossNeeds[i] != needsOf(&ps.cross[i].gatedRE) {
			t.Errorf("cross pattern %d: packed needs differ", i)
		}
	}
}
