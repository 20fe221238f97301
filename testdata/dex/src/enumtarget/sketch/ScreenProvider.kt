// What enumtarget stands for (kotlinc 2.4.20; smali in D8's shape of its
// bytecode). The resolution Activities are named through an enum's
// Class property.
package com.example.enumt

enum class Screen(val cls: Class<*>) {                                             // Screen.kt:3
    CONFIRM(OpenConfirmActivity::class.java),                                      // 4
    REVIEW(ReviewActivity::class.java),                                            // 5
    SAFE(ConfirmActivity::class.java)                                              // 6
}

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
            else -> out.putParcelable("resolution", PendingIntent.getActivity(ctx, 3,        // 14
                Intent(ctx, Screen.SAFE.cls), FLAG_IMMUTABLE))      // near miss: not exported, finishes
        }
        return out                                                                 // 16
    }
    override fun onCreate() = true                                                 // 18
}
// Expected: CETP106 error on the manifest's OpenConfirmActivity, CETP623
// note at ScreenProvider.call line 12 for ReviewActivity; nothing for
// ConfirmActivity. The first scan gave, for each, a note that the target
// Activity could not be told. (One PendingIntent made from a Screen chosen
// by `when` names one of several classes: that stays a note.)
