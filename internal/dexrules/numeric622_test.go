package dexrules_test

import "testing"

// TestNumeric622 (numeric622): a number or boolean from the request
// (optInt, optLong, optBoolean) in SQL text is no injection; a column name
// checked against an allow-list beside it stays silent, an unchecked one
// is reported.
func TestNumeric622(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "numeric622", allCode, "CETP622"), []dexWant{
			{"CETP622", "error", "Lcom/nm/NotesProvider;->searchTitles(Lorg/json/JSONObject;)Landroid/database/Cursor;@0x2c", "com/nm/NotesProvider.java", 75},
		})
	}
}
