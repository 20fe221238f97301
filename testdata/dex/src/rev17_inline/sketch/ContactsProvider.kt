// rev17_inline: Kotlin 2, kotlinc + D8 min 24. An app inline function that
// clears the calling identity around a lambda, and the stdlib's inline
// Array.any {}: both are inlined into the caller, their lines mapped by SMAP
// (ContactsProvider.kt has 60 lines; 61-65 = Identity.kt 6-10, 66-67 =
// _Arrays.kt).
inline fun <T> withClearedIdentity(block: () -> T): T {                        // Identity.kt 5
    val token = Binder.clearCallingIdentity()                                  // 6
    try {
        return block()                                                         // 8
    } finally {
        Binder.restoreCallingIdentity(token)                                   // 10
    }
}
fun countContacts(ctx: Context, owner: Int): Int =                             // Contacts.kt 7
    ctx.contentResolver.query(ContactsContract.Contacts.CONTENT_URI, null,
        "owner = ?", arrayOf(owner.toString()), null)?.use { it.count } ?: 0  // 8 (sketch; the smali keeps the query and getCount)
class ContactsProvider : ContentProvider() {
    companion object { private val TRUSTED = setOf("com.example.dialer") }     // 16
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-26 the head
        when (extras.getString("tool_name")) {                                 // 28
            "shared_contacts" -> return shared()                               // 29
            "own_contacts" -> return own(uid)                                  // 30
            "trusted_app" -> return trusted(uid)                               // 31
            "sole_app" -> return sole(uid)                                     // 32
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 34
    }
    private fun shared(): Bundle {
        val n = withClearedIdentity { countContacts(context!!, Binder.getCallingUid()) } // 37  TP CETP611 (the inlined lambda reads the UID inside the window)
        return Replies.success("{\"count\":$n}")                               // 38
    }
    private fun own(uid: Int): Bundle {
        val n = withClearedIdentity { countContacts(context!!, uid) }          // 41  NM CETP611 (the UID was read at the entry)
        return Replies.success("{\"count\":$n}")                               // 42
    }
    private fun trusted(uid: Int): Bundle {
        val pkgs = context!!.packageManager.getPackagesForUid(uid) ?: emptyArray() // 45
        if (!pkgs.any { it in TRUSTED }) return Replies.error("PERMISSION_DENIED", "not trusted") // 46  TP CETP624 (one package of a shared UID is enough)
        return Replies.success("{}")                                           // 47
    }
    private fun sole(uid: Int): Bundle {
        val pkgs = context!!.packageManager.getPackagesForUid(uid) ?: emptyArray() // 50
        if (pkgs.size != 1 || pkgs[0] !in TRUSTED) return Replies.error("PERMISSION_DENIED", "not trusted") // 51  NM CETP624/CETP604
        return Replies.success("{}")                                           // 52
    }
}
