package dexrules

import (
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

func TestPlaceholderColumns(t *testing.T) {
	for _, tc := range []struct {
		sql  string
		want []string
	}{
		{"id = ?", []string{"id"}},
		{"op_id=? AND owner_uid = ?", []string{"op_id", "owner_uid"}},
		{"SELECT tool FROM pending WHERE `token` = ? AND uid = ?", []string{"token", "uid"}},
		{"state IN (?) OR \"token\" LIKE ?", []string{"state", "token"}},
		{"VALUES (?)", []string{"values"}},
		{"?", []string{""}},
		{"created_at > 0", nil},
	} {
		if got := placeholderColumns(tc.sql); !slices.Equal(got, tc.want) {
			t.Errorf("placeholderColumns(%q) = %q, want %q", tc.sql, got, tc.want)
		}
	}
}

func TestSQLRead(t *testing.T) {
	const (
		db  = "Landroid/database/sqlite/SQLiteDatabase;"
		str = "Ljava/lang/String;"
		arr = "[Ljava/lang/String;"
	)
	for _, tc := range []struct {
		ref  dex.MethodRef
		want sqlSelection
		ok   bool
	}{
		{dex.MethodRef{Class: db, Name: "query", Params: []string{str, arr, str, arr, str, str, str}}, sqlSelection{3, 4}, true},
		{dex.MethodRef{Class: db, Name: "query", Params: []string{str, arr, str, arr, str, str, str, str}}, sqlSelection{3, 4}, true},
		{dex.MethodRef{Class: db, Name: "query", Params: []string{"Z", str, arr, str, arr, str, str, str, str}}, sqlSelection{4, 5}, true},
		{dex.MethodRef{Class: db, Name: "rawQuery", Params: []string{str, arr}}, sqlSelection{1, 2}, true},
		{dex.MethodRef{Class: "Landroidx/sqlite/db/SupportSQLiteDatabase;", Name: "query", Params: []string{str, "[Ljava/lang/Object;"}}, sqlSelection{1, 2}, true},
		{dex.MethodRef{Class: "Landroid/database/sqlite/SQLiteQueryBuilder;", Name: "query", Params: []string{"Landroid/database/sqlite/SQLiteDatabase;", arr, str, arr, str, str, str}}, sqlSelection{3, 4}, true},
		// Not a read by selection: a write, a provider's query.
		{dex.MethodRef{Class: db, Name: "delete", Params: []string{str, str, arr}}, sqlSelection{}, false},
		{dex.MethodRef{Class: "Landroid/content/ContentResolver;", Name: "query", Params: []string{"Landroid/net/Uri;", arr, str, arr, str}}, sqlSelection{}, false},
	} {
		got, ok := sqlRead(&tc.ref)
		if got != tc.want || ok != tc.ok {
			t.Errorf("sqlRead(%s.%s%v) = %v, %v; want %v, %v", tc.ref.Class, tc.ref.Name, tc.ref.Params, got, ok, tc.want, tc.ok)
		}
	}
}

// TestSQLTextBounds: SQL text is the APK's; what is read of it is bounded
// (the cost is linear in it), and text longer than any selection or
// schema a provider writes is not read at all.
func TestSQLTextBounds(t *testing.T) {
	many := strings.Repeat("a = ? AND ", maxSQLText/10)
	if got := placeholderColumns(many); len(got) != maxPlaceholders || got[0] != "a" {
		t.Errorf("placeholderColumns of %d placeholders kept %d (first %q), want the first %d", strings.Count(many, "?"), len(got), got[0], maxPlaceholders)
	}
	if got := placeholderColumns(strings.Repeat("x", maxSQLText) + " id = ?"); got != nil {
		t.Errorf("placeholderColumns of over-long text = %q, want nil", got)
	}
	wide := strings.Repeat(" ", 4*maxColumnWindow) + "id = ?"
	if got := placeholderColumns(wide); len(got) != 1 || got[0] != "id" {
		t.Errorf("placeholderColumns(%q…) = %q, want [id]", wide[:8], got)
	}
	names := "CREATE TABLE t (" + strings.Repeat("request_id_x TEXT, ", (maxSQLText-64)/19) + "request_id TEXT UNIQUE)"
	if !requestKeyed(names) {
		t.Errorf("requestKeyed missed a UNIQUE request_id after %d other names", strings.Count(names, "request_id_x"))
	}
	if requestKeyed(strings.Repeat(" ", maxSQLText) + "request_id = ?") {
		t.Error("requestKeyed read text longer than maxSQLText")
	}
}
