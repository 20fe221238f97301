// rev26_valueclass: Kotlin 2 (shapes and mangled names from kotlinc 2.4.20) + D8.
// Value classes are their underlying value: constructor-impl checks and
// returns it, members with value-class types get mangled names, box-impl
// wraps one where an Object is needed (here a generic helper), unbox-impl
// unwraps it, == is equals-impl0.
@JvmInline value class PackageName(val value: String)                              // Values.kt
@JvmInline value class Uid(val raw: Int)
@JvmInline value class OpId(val value: String)
@JvmInline value class PkgSet(val names: Array<String>)
class Caller(val uid: Uid, val pkg: PackageName)                                    // 9
class VaultProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-28: the rev18_mapargs head
        if (tool == "grant_pkg") return grantPkg(extras)                           // 29
        if (tool == "grant_self") return grantSelf(extras)                         // 30
        if (tool == "link_uid") return linkUid(extras)                             // 31
        if (tool == "link_self") return linkSelf(extras)                           // 32
        if (tool == "start_weak") return startWeak(extras)                         // 33
        if (tool == "start_strong") return startStrong(extras)                     // 34
        if (tool == "owner") return owner(extras)                                  // 35
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                     // 36
    }
    private fun allowed(p: PackageName) = p == PackageName("com.partner.app")      // 39  allowed-67q7yag
    private fun grantPkg(extras: Bundle): Bundle {
        val p = PackageName(extras.getString("caller_package")!!)                  // 42  TP CETP606
        if (!allowed(p)) return Replies.error("PERMISSION_DENIED", "not a partner") // 43
        return Replies.success("{}")                                               // 44
    }
    private fun grantSelf(extras: Bundle): Bundle {
        val p = PackageName(callingPackage!!)                                      // 47  NM CETP606
        if (!allowed(p)) return Replies.error("PERMISSION_DENIED", "not a partner") // 48
        return Replies.success("{}")                                               // 49
    }
    private fun linkUid(extras: Bundle): Bundle {
        val c = Caller(Uid(extras.getInt("caller_uid")), PackageName(callingPackage!!)) // 52  TP CETP606
        if (requireContext().packageManager.checkSignatures(c.uid.raw, Process.myUid()) != PackageManager.SIGNATURE_MATCH)
            return Replies.error("PERMISSION_DENIED", "not signed by us")            // 53
        return Replies.success("{}")                                               // 54
    }
    private fun linkSelf(extras: Bundle): Bundle {
        val c = Caller(Uid(Binder.getCallingUid()), PackageName(callingPackage!!))  // 57  NM CETP606
        if (requireContext().packageManager.checkSignatures(c.uid.raw, Process.myUid()) != PackageManager.SIGNATURE_MATCH)
            return Replies.error("PERMISSION_DENIED", "not signed by us")            // 58
        return Replies.success("{}")                                               // 59
    }
    private fun <T> audit(x: T): T { Log.i("audit", x.toString()); return x }       // 62
    private fun newWeak() = OpId(java.lang.Long.toHexString(java.util.Random().nextLong()))          // 64  newWeak-KFVszbA
    private fun newStrong() = OpId(java.lang.Long.toHexString(java.security.SecureRandom().nextLong())) // 66
    private fun startWeak(extras: Bundle): Bundle {
        val op = audit(newWeak())                                                  // 69  box-impl, audit, unbox-impl
        return Replies.success(JSONObject().put("operation_id", op.value).toString()) // 70  TP CETP613
    }
    private fun startStrong(extras: Bundle): Bundle {
        val op = audit(newStrong())                                                // 73
        return Replies.success(JSONObject().put("operation_id", op.value).toString()) // 74  NM CETP613
    }
    private fun owner(extras: Bundle): Bundle {
        val set = audit(PkgSet(requireContext().packageManager.getPackagesForUid(Binder.getCallingUid())!!)) // 77  box-impl, audit, unbox-impl
        return Replies.success(set.names[0])                                       // 78  TP CETP604
    }
}
