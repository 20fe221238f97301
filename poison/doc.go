// Package poison holds the text heuristics behind cetpaudit's tool-poisoning
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
//
// Every function takes the text as it appears on the wire and returns
// non-overlapping matches sorted by Start; Start and End are byte offsets into
// that text and fall on rune boundaries. Reasons are short, plain English and
// safe to print: any text they repeat from the input is quoted with
// finding.Quote.
//
// Instruction and cross-tool matching run on a folded copy of the text —
// NFKC, zero-width and other invisible characters removed, Unicode tag
// characters decoded to the ASCII they hide, Cyrillic and Greek look-alikes
// mapped to Latin — so hidden characters cannot split or disguise keywords;
// offsets are mapped back to the original text.
//
// All matching is linear in the input: regular expressions are RE2 with
// bounded gaps that stop at sentence ends, and they run only on sentences
// holding one of their cue words. The patterns and their measured precision
// and recall come from the labelled corpus in testdata/poison.
package poison
