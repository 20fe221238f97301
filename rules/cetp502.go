package rules

func init() {
	register(&Rule{
		ID: "CETP502", Name: "HiddenCharacters", Level: Error, Precision: High,
		Section: "7.3", Applies: "P, T, T1, E, O, G",
		Short: "Descriptive text holds invisible or deceptive characters.",
		Full: "Bidi controls, zero-width characters outside legitimate use, Unicode tag characters " +
			"(U+E0000–E007F, which can spell hidden ASCII the agent reads but a reviewer does not see), " +
			"other control and format characters, and tokens mixing look-alike letters of several scripts " +
			"hide instructions or disguise names (§7.3). Emoji ZWJ sequences, tag-sequence flags, ZWJ/ZWNJ " +
			"in scripts that use them, soft hyphens, tabs and newlines are legitimate. Terminal (ANSI/VT) " +
			"escape sequences that move the cursor, erase lines or conceal text (\"line jumping\") are " +
			"reported with each sequence decoded. Read: the texts CETP501 reads.",
		Fix:     "Remove the invisible characters and write names in one script.",
		Example: "```json\n\"description\": \"List alerts\\u200b\\U000E0049\\U000E0067\\U000E006E...\"   // bad: hidden tag characters\n```",
		CWE:     451,
	})
}
