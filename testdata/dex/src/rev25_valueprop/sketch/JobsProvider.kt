// rev25_valueprop: Kotlin 2 (kotlinc 2.4.20) + D8. A class whose
// properties are value classes: its constructor is private with a public
// synthetic twin taking a DefaultConstructorMarker, its getters are
// mangled (getId-UfHhsGw, getOwner-q9nHjas) and its fields hold the bare
// values; one reply helper serves a weak and a strong operation id.
// Ops.kt
@JvmInline value class Uid(val raw: Int)                                            // 2
@JvmInline value class OpId(val raw: String)                                        // 3
class Pending(val owner: Uid, val id: OpId)                                         // 4
fun weakPending(uid: Int) = Pending(Uid(uid), OpId(Integer.toHexString(java.util.Random().nextInt()))) // 5
fun strongPending(uid: Int) = Pending(Uid(uid), OpId(java.util.UUID.randomUUID().toString()))          // 6
fun reply(p: Pending) = "{\"operation_id\":\"" + p.id.raw + "\",\"owner\":" + p.owner.raw + "}"        // 7
fun receipt(p: Pending) = "{\"operation_id\":\"" + p.id.raw + "\",\"kind\":\"backup\"}"               // 8
// JobsProvider.kt
class JobsProvider : ContentProvider() {                                            // 14
    override fun onCreate() = true                                                  // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                            // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                               // 28
            "start_job" -> startJob(extras)                                         // 29
            "start_sync" -> startSync(extras)                                       // 30
            "start_backup" -> startBackup(extras)                                   // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 32
        }
    }
    private fun startJob(extras: Bundle) =
        Replies.success(reply(weakPending(Binder.getCallingUid())))                 // 36  TP CETP613 (java.util.Random; reported at Ops.kt:7, the put in reply, naming startJob)
    private fun startSync(extras: Bundle) =
        Replies.success(reply(strongPending(Binder.getCallingUid())))               // 39  NM CETP613 (UUID)
    private fun startBackup(extras: Bundle) =
        Replies.success(receipt(strongPending(Binder.getCallingUid())))             // 42  NM CETP613 (receipt is given UUID ids only)
}
