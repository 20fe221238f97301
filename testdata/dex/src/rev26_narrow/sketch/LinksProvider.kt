// rev26_narrow: Kotlin 2 (shapes checked against kotlinc 2.4.20) + D8.
// A private helper takes an interface-typed parameter and calls it
// (invoke-interface on the parameter): which implementation runs is what
// its callers pass. Both implementations are made on reachable paths.
interface Screen { fun intent(ctx: Context): Intent }                             // Screen.kt
class ConfirmScreen : Screen {                                                     // 8
    override fun intent(ctx: Context) = Intent(ctx, ConfirmActivity::class.java)   // 9
}
class ShareScreen : Screen {                                                       // 11
    override fun intent(ctx: Context) = Intent("com.example.r26n.SHARE")           // 12
}
class LinksProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-28: the rev18_mapargs head
        if (tool == "confirm_delete") return confirmDelete(extras)                 // 29
        if (tool == "share_link") return shareLink(extras)                         // 30
        if (tool == "pick_target") return pickTarget(extras)                       // 31
        if (tool == "confirm_archive") return confirmArchive(extras)               // 32
        if (tool == "share_via") return shareVia(extras)                           // 33
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                     // 34
    }
    private fun resolution(ctx: Context, s: Screen) =
        PendingIntent.getActivity(ctx, 0, s.intent(ctx), PendingIntent.FLAG_IMMUTABLE) // 36
    private fun chooserResolution(ctx: Context, s: Screen) =
        PendingIntent.getActivity(ctx, 0, s.intent(ctx), PendingIntent.FLAG_IMMUTABLE) // 39
    private fun confirmDelete(extras: Bundle): Bundle {
        val uid = Binder.getCallingUid()
        val b = Replies.error("USER_ACTION_REQUIRED", "confirm in the app")        // 43
        b.putParcelable("resolution", resolution(requireContext(), ConfirmScreen())) // 44  NM CETP602 (only ConfirmScreen reaches resolution)
        b.putString("resume_token", Resumes.issue(uid))                            // 45
        return b                                                                   // 46
    }
    private fun shareLink(extras: Bundle): Bundle {
        val ctx = requireContext()
        ctx.sendBroadcast(ShareScreen().intent(ctx))                               // 50
        return Replies.success("{}")                                               // 51
    }
    private fun pickTarget(extras: Bundle): Bundle {
        val uid = Binder.getCallingUid()
        val b = Replies.error("USER_ACTION_REQUIRED", "pick a target")             // 55
        b.putParcelable("resolution", chooserResolution(requireContext(), ShareScreen())) // 56  TP CETP602
        b.putString("resume_token", Resumes.issue(uid))                            // 57
        return b                                                                   // 58
    }
    private fun via(ctx: Context, s: Screen) = resolution(ctx, s)                  // 61
    private fun confirmArchive(extras: Bundle): Bundle {
        val uid = Binder.getCallingUid()
        val b = Replies.error("USER_ACTION_REQUIRED", "confirm in the app")        // 64
        b.putParcelable("resolution", via(requireContext(), ConfirmScreen()))      // 65  NM CETP602 (through via)
        b.putString("resume_token", Resumes.issue(uid))                            // 66
        return b                                                                   // 67
    }
    private fun shareVia(extras: Bundle): Bundle {
        val uid = Binder.getCallingUid()
        val b = Replies.error("USER_ACTION_REQUIRED", "pick a target")             // 70
        b.putParcelable("resolution", via(requireContext(), ShareScreen()))        // 71  TP CETP602 (through via)
        b.putString("resume_token", Resumes.issue(uid))                            // 72
        return b                                                                   // 73
    }
}
