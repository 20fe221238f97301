// What rev15_hilt stands for: a Kotlin provider (kotlinc + D8) whose
// collaborators are Hilt singletons reached through an @EntryPoint
// (EntryPointAccessors is Hilt's runtime; the generated component is built by
// the Application, never on a path from the provider). Dagger's fastInit
// component hands them out through DoubleCheck(SwitchingProvider(id)).
@EntryPoint @InstallIn(SingletonComponent::class)
interface ProviderEntryPoint { fun tokens(): TokenIssuer; fun operations(): OperationIds }

@Singleton class TokenIssuer @Inject constructor() {                             // TokenIssuer.kt 9
    private val rng = java.util.Random()                                          // 10
    private val live = ConcurrentHashMap<String, Int>()                           // 11
    fun issue(uid: Int): String {
        val token = rng.nextLong().toHexString() + rng.nextLong().toHexString()   // 13  CETP613
        live[token] = uid                                                         // 14
        return token                                                              // 15
    }
    fun check(token: String?, uid: Int) = token != null && live[token] == uid     // 17
}
@Singleton class OperationIds @Inject constructor(private val rng: Random) {     // OperationIds.kt 8
    fun next() = "op_" + BigInteger(130, rng).toString(32)                        // 9  near miss CETP613
}
@Module @InstallIn(SingletonComponent::class)
object AppModule { @Provides @Singleton fun rng(): Random = SecureRandom() }     // AppModule.kt 10

@HiltAndroidApp class VaultApp : Application()                                   // VaultApp.kt 6

class VaultProvider : ContentProvider() {                                        // VaultProvider.kt 16
    override fun onCreate() = true                                                // 17
    private fun entry() = EntryPointAccessors.fromApplication(
        context!!.applicationContext, ProviderEntryPoint::class.java)             // 19
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                          // 22
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed") // 23
        if (method == "negotiate") {                                              // 24
            val token = entry().tokens().issue(uid)                               // 25
            return Replies.success(JSONObject().put("selected_version", 2)
                .put("session_token", token).toString())                          // 26
        }
        if (extras == null || !entry().tokens().check(extras.getString("session_token"), uid))
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")       // 28
        if (method != "execute_tool") return Replies.error("METHOD_NOT_FOUND", "unknown method") // 29
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis())
            return Replies.error("TIMEOUT", "deadline passed")                    // 30
        if (extras.getString("tool_name") == "export_vault") return export()     // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                   // 32
    }
    private fun export(): Bundle {
        val op = entry().operations().next()                                      // 36
        return Bundle().apply {                                                   // 37
            putString("status", "accepted")                                       // 38
            putInt("protocol_version", 2)                                         // 39
            putString("data", JSONObject().put("operation_id", op)
                .put("poll_after_ms", 1000).toString())                           // 40
        }
    }
}
