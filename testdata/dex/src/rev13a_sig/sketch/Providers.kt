// Sketch of rev13a_sig: two tool providers.
class CompatProvider : ContentProvider() {                      // near miss 609: androidx signature check
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val pkg = callingPackage ?: throw SecurityException()   // 20
        val pm = context!!.packageManager                       // 21
        if (!PackageInfoCompat.hasSignatures(pm, pkg, Trusted.certs, false))  // 22
            throw SecurityException("untrusted caller")         // 23
        return Bundle()                                         // 24
    }
}
object Trusted { val certs: Map<ByteArray, Int> = HashMap() }
// DiscardProvider.java (TP 609, found): int uid = Binder.getCallingUid(); pm.checkSignatures(uid, Process.myUid()); return new Bundle(); // 30-32
