// rev25_fold: Kotlin 2 (kotlinc 2.4.20) + D8. kotlin.Result consumed
// through its inline operators: fold(onSuccess, onFailure), onFailure and
// recover + getOrThrow, each lowered to Result.exceptionOrNull-impl tests
// (and constructor-impl / ResultKt.throwOnFailure) in the caller.
// Store.kt
object Store {                                                                      // 6
    fun export(): String = File("/data/local/tmp/notes.json").readText()           // 7
    fun load() { File("/data/local/tmp/import.json").delete() }                    // 8
}
// BackupProvider.kt
class BackupProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                  // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                            // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                               // 28
            "export_notes" -> exportNotes(extras)                                   // 29
            "import_notes" -> importNotes(extras)                                   // 30
            "restore_notes" -> restoreNotes(extras)                                 // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 32
        }
    }
    private fun exportNotes(extras: Bundle): Bundle =
        runCatching { Store.export() }.fold(                                        // 36
            onSuccess = { Replies.success(it) },                                    // 37
            onFailure = { e -> Replies.error("INTERNAL_ERROR", "export failed: " + e.message) }) // 38  TP CETP607
    private fun importNotes(extras: Bundle): Bundle {
        runCatching { Store.load() }                                                // 42
            .onFailure { e -> Log.w("import", e); return Replies.error("UNAVAILABLE", "import failed") } // 43  NM CETP607 (logged; fixed text)
        return Replies.success("{}")                                                // 44
    }
    private fun restoreNotes(extras: Bundle): Bundle {
        val msg = runCatching { Store.export(); "ok" }.recover { e -> e.toString() }.getOrThrow() // 48
        if (msg == "ok") return Replies.success("{}")                               // 49
        return Replies.error("INTERNAL_ERROR", msg)                                 // 50  TP CETP607 (Throwable.toString through recover)
    }
}
