// rev25_value: Kotlin 2 (kotlinc 2.4.20) + D8. Value classes wrapping a
// caller name and a token: the wrapped String flows through
// constructor-impl, mangled functions taking the value class
// (isPartner-BR7B7SA, operationReply-MrpWMJk) and, where an object is
// needed (kotlin.Pair), box-impl and unbox-impl.
// Values.kt
@JvmInline value class CallerName(val value: String)                                 // 5
@JvmInline value class Token(val raw: String)                                        // 6
fun callerOf(extras: Bundle) = CallerName(extras.getString("caller_package") ?: "") // 9
fun isPartner(name: CallerName) = name.value == "com.partner.app"                   // 10
fun weakToken() = Token(java.lang.Long.toHexString(java.util.Random().nextLong()))  // 11
fun strongToken() = Token(java.lang.Long.toHexString(java.security.SecureRandom().nextLong())) // 12
fun pending(t: Token): Pair<String, Token> = Pair("op", t)                          // 13
fun operationReply(t: Token) = "{\"operation_id\":\"" + t.raw + "\"}"               // 14
// GrantProvider.kt
class GrantProvider : ContentProvider() {                                           // 14
    override fun onCreate() = true                                                  // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                            // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                               // 28
            "grant_partner" -> grantPartner(extras)                                 // 29
            "grant_self" -> grantSelf(extras)                                       // 30
            "start_export" -> startExport(extras)                                   // 31
            "start_import" -> startImport(extras)                                   // 32
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 33
        }
    }
    private fun grantPartner(extras: Bundle): Bundle {
        if (!isPartner(callerOf(extras)))                                           // 36  TP CETP606 (read at Values.kt:9)
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                                // 37
    }
    private fun grantSelf(extras: Bundle): Bundle {
        if (!isPartner(CallerName(callingPackage ?: "")))                           // 40  NM CETP606
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                                // 41
    }
    private fun startExport(extras: Bundle): Bundle {
        val p = pending(weakToken())                                                // 44
        return Replies.success(operationReply(p.second))                            // 45  TP CETP613 (java.util.Random, boxed into a Pair)
    }
    private fun startImport(extras: Bundle) =
        Replies.success(operationReply(strongToken()))                              // 48  NM CETP613 (SecureRandom)
}
