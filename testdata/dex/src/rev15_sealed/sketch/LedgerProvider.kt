// What rev15_sealed stands for: a Kotlin provider (kotlinc + D8) that returns a
// sealed result type and turns it into a Bundle in one extension function.
// (The data classes' generated copy/componentN/equals/hashCode/toString are
// left out of the fixture: nothing calls them.)
sealed class Outcome {                                                           // Outcome.kt 5
    data class Ok(val json: String) : Outcome()                                  // 6
    data class Failed(val cause: Throwable) : Outcome()                          // 7
    data class Denied(val reason: String) : Outcome()                            // 8
}
fun Outcome.toBundle(): Bundle = when (this) {                                   // 11
    is Outcome.Ok -> Replies.success(json)                                       // 12
    is Outcome.Failed -> Replies.error("INTERNAL_ERROR", "failed: ${cause.message}") // 13  CETP607
    is Outcome.Denied -> Replies.error("PERMISSION_DENIED", reason)              // 14  near miss CETP607
}
class Ledger(context: Context) {                                                 // Ledger.kt 7
    private val prefs = context.getSharedPreferences("ledger", 0)                // 8
    fun balanceJson(uid: Int) = prefs.getLong(uid.toString(), 0).let { "{\"balance\":$it}" } // 11-12
    fun post(account: String, amount: Long) { prefs.edit().putLong(account, amount).apply() } // 16
}
class LedgerProvider : ContentProvider() {                                        // LedgerProvider.kt 14
    private lateinit var ledger: Ledger
    override fun onCreate(): Boolean { ledger = Ledger(context!!); return true }  // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 20
        // 21-25: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms (as in rev15_coflow)
        val outcome = when (extras.getString("tool_name")) {                       // 26
            "balance" -> balance(uid)                                               // 27
            "transfer" -> transfer(extras)                                          // 28
            "adjust_budget" -> adjustBudget(extras)                                 // 29
            else -> Outcome.Denied("unknown tool")                                  // 30
        }
        return outcome.toBundle()                                                   // 32
    }
    private fun balance(uid: Int): Outcome = try {
        Outcome.Ok(ledger.balanceJson(uid))                                         // 36
    } catch (e: ClassCastException) { Outcome.Failed(e) }                          // 37
    private fun transfer(extras: Bundle): Outcome {
        val args = JSONObject(extras.getString("args") ?: "{}")                    // 41
        if (!args.optBoolean("confirmed")) return Outcome.Denied("confirm in the app first") // 42  CETP614
        ledger.post(args.getString("to"), args.getLong("amount"))                   // 43
        return Outcome.Ok("{\"posted\":true}")                                      // 44
    }
    private fun adjustBudget(extras: Bundle): Outcome {
        val args = JSONObject(extras.getString("args") ?: "{}")                    // 48
        if (args.optBoolean("dry_run")) return Outcome.Ok("{\"preview\":true}")    // 49  near miss CETP614
        ledger.post("budget", args.getLong("amount"))                               // 50
        return Outcome.Ok("{\"posted\":true}")                                      // 51
    }
}
