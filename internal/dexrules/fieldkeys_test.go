package dexrules_test

import "testing"

const fkWrongCall = "Lcom/example/fkey/WrongKeyProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;"

// TestProtocolKeysInFields: both providers of the fieldkeys fixture take
// the method name from a Java blank static final set in <clinit>, the
// session key from a Kotlin object val read through its getter on
// INSTANCE, and the deadline key from a @JvmField. FieldKeyProvider's
// fields hold session_token and deadline_at_ms, so it reads both before
// the delete: neither CETP625 nor CETP619. WrongKeyProvider's fields hold
// other keys (checkDex wants exactly these findings, none for
// FieldKeyProvider): CETP625 at the comparison with the execute_tool field (not
// in Methods.<clinit>, which only defines it) and CETP619 at the delete.
func TestProtocolKeysInFields(t *testing.T) {
	got := runDex(t, "fieldkeys", false, "CETP619", "CETP625")
	checkDex(t, got, []dexWant{
		{"CETP625", "warning", fkWrongCall + "@0xc", "com/example/fkey/WrongKeyProvider.kt", 14},
		{"CETP619", "warning", fkWrongCall + "@0x5d", "com/example/fkey/WrongKeyProvider.kt", 24},
	})
}
