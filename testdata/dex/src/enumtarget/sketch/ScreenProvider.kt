// What enumtarget stands for (kotlinc 2.4.20; smali in D8's shape of its
// bytecode). The resolution Activities are named through an enum's
// Class property.
package com.example.enumt

enum class Screen(val cls: Class<*>) {                                             // Screen.kt:3
    CONFIRM(OpenConfirmActivity::class.java),                                      // 4
    REVIEW(ReviewActivity::class.java),                                            // 5
    SAFE(ConfirmActivity::class.java),                                             // 6
    PICK(PickActivity::class.java)                                                 // 7
}

// Screens.kt
fun pending(ctx: Context, screen: Screen): PendingIntent =                         // 9
    PendingIntent.getActivity(ctx, 0, Intent(ctx, screen.cls), FLAG_IMMUTABLE)     // 10-11

class ScreenProvider : ContentProvider() {                                         // ScreenProvider.kt:3
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                                     // 5
        val ctx = requireContext()                                                 // 6
        val out = Bundle()                                                         // 7
        out.putString("resume_token", UUID.randomUUID().toString())               // 8
        when (method) {                                                            // 9
            "wipe" -> out.putParcelable("resolution", PendingIntent.getActivity(ctx, 1,      // 10
                Intent(ctx, Screen.CONFIRM.cls), FLAG_IMMUTABLE))   // OpenConfirmActivity is exported: CETP106
            "review" -> out.putParcelable("resolution", PendingIntent.getActivity(ctx, 2,    // 12
                Intent(ctx, Screen.REVIEW.cls), FLAG_IMMUTABLE))    // ReviewActivity never finishes: CETP623
            "pick" -> out.putParcelable("resolution", PendingIntent.getActivity(ctx, 4,      // 16
                Intent(ctx, (if (requireContext().resources.configuration.smallestScreenWidthDp >= 600) Screen.PICK else Screen.SAFE).cls), FLAG_IMMUTABLE)) // PickActivity exported: CETP106
            "choose" -> out.putParcelable("resolution", PendingIntent.getActivity(ctx, 5,    // 18
                Intent(ctx, if (requireContext().resources.configuration.smallestScreenWidthDp >= 600) ConfirmActivity::class.java else LingerActivity::class.java),
                FLAG_IMMUTABLE))                                    // LingerActivity never finishes: CETP623
            "helper_review" -> out.putParcelable("resolution", pending(ctx, Screen.REVIEW)) // 22  CETP623 (ReviewActivity, through the helper)
            "helper_safe" -> out.putParcelable("resolution", pending(ctx, Screen.SAFE))     // 24  near miss
            else -> out.putParcelable("resolution", PendingIntent.getActivity(ctx, 3,        // 26
                Intent(ctx, Screen.SAFE.cls), FLAG_IMMUTABLE))      // near miss: not exported, finishes
        }
        return out
    }
    override fun onCreate() = true                                                 // 18
}
// Expected: CETP106 errors on the manifest's OpenConfirmActivity and
// PickActivity, CETP623 notes at ScreenProvider.call lines 12
// (ReviewActivity), 18 (LingerActivity) and 22 (ReviewActivity through the
// helper pending(), given the constant); nothing for ConfirmActivity.
// Lines 22-24 were added after the first fixes: before the next, the
// helper's PendingIntent gave a note that its target could not be told.
// The first scan of lines 10-14 gave, for each, a note that the target
// Activity could not be told; lines 16 and 18 took the first path the
// analysis visited as the one target (PickActivity by luck, LingerActivity
// missed).
