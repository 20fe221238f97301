// Package poisoning holds the text heuristics behind cetpaudit's tool-poisoning
// rules (§4.2, §7.3): descriptions, titles, schema property descriptions and
// error messages are untrusted, and a malicious Provider uses them to steer
// the agent that reads them.
//
//   - Instructions (CETP501) finds text that directs the agent beyond the
//     call's own arguments: calling, avoiding or replacing other tools,
//     hiding things from the user, overriding prior or system instructions,
//     <IMPORTANT>-style blocks and HTML comments with directives, reading or
//     passing files, keys and other data.
//   - HiddenChars (CETP502) finds invisible or deceptive characters: bidi
//     controls, zero-width characters outside legitimate use, Unicode tag
//     characters (decoded in the reason), other control and format
//     characters, and tokens mixing look-alike letters of several scripts.
//   - Links (CETP504) finds URLs, data: URIs, markdown links and images,
//     HTML, and base64 or hex blobs of 64 or more characters.
//   - CrossToolRefs (CETP505) finds another tool or provider named (exactly
//     or as a close variant) together with a directive to use, avoid or
//     replace it.
//   - Oversized (CETP503) says whether a description or title is over its
//     §7.3 limit in bytes.
//
// Every function takes the text as it appears on the wire and returns
// non-overlapping matches sorted by Start; Start and End are byte offsets into
// that text and fall on rune boundaries. Reasons are short, plain English and
// safe to print: any text they repeat from the input is quoted with
// finding.Quote. A function returns at most a few matches of each kind of
// defect and counts the rest in Match.More, so what it returns and what is
// built from it stay small however many occurrences a text holds.
//
// Instruction and cross-tool matching run on a folded copy of the text —
// NFKC, zero-width and other invisible characters removed, Unicode tag
// characters decoded to the ASCII they hide, Cyrillic and Greek look-alikes
// mapped to Latin — so hidden characters cannot split or disguise keywords;
// offsets are mapped back to the original text.
//
// All matching is linear in the input: regular expressions are RE2 with
// bounded gaps that stop at sentence ends. Directive patterns are gated:
// one scan per sentence looks its words up in a table of cue words, and a
// pattern runs only where its first and last cue (the verb and the object,
// "ignore" … "instructions") occur within its bound, on that window or
// anchored at the first cue's word; so text dense with single trigger words
// stays cheap. The gates never drop a match: TestGatesKeepEveryMatch checks
// each against random strings generated from the pattern itself. The
// patterns too large for Go's backtracking matcher (the secret lists,
// markdown links) are run by code that reproduces the regular expression's
// leftmost-first result exactly, also checked against it. There is no cap
// on the input size; the benchmarks measure realistic and adversarial 1 MB
// and 50 MB texts. The patterns and their measured precision and recall come
// from the labelled corpus in testdata/poison. They are compiled on first
// use, not at package initialization, which every cetpaudit process would
// pay (go vet starts one per package).
package poisoning
