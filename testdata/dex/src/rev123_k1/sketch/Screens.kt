package com.hearthkit

import android.content.ComponentName
import android.content.Context
import android.content.Intent

const val EXTRA_TOKEN = "com.hearthkit.extra.RESUME_TOKEN"
const val EXTRA_PROMPT = "com.hearthkit.extra.PROMPT"
const val EXTRA_SCREEN = "com.hearthkit.extra.SCREEN"

// The confirmation screens a resolution can open; each one knows where it lives.
enum class ConfirmScreen(val requestCode: Int) {
    UNLOCK(101) {
        override val heading: String get() = "Unlock this door?"

        override fun intent(ctx: Context): Intent = Intent(ctx, ConfirmUnlockActivity::class.java)
    },
    RESET(102) {
        override val heading: String get() = "Reset this device? Its scenes and pairing are lost."

        override fun intent(ctx: Context): Intent = Intent(ctx, ConfirmResetActivity::class.java)
    },
    SHARE_ROUTINE(201) {
        override val heading: String get() = "Share this routine?"

        // the share screen moved into the ui package with the new share sheet
        override fun intent(ctx: Context): Intent = Intent().setComponent(ComponentName(APP_PACKAGE, "com.hearthkit.ui.ConfirmShareActivity"))
    },
    DELETE_ROUTINE(202) {
        override val heading: String get() = "Delete this routine?"

        override fun intent(ctx: Context): Intent = Intent(ctx, ConfirmDeleteActivity::class.java)
    },
    AWAY_MODE(203) {
        override val heading: String get() = "Arm away mode?"

        // arming is confirmed on HearthGuard's alarm panel app, which owns the siren and the door contacts
        override fun intent(ctx: Context): Intent = Intent().setComponent(ComponentName(GUARD_PACKAGE, "io.hearthguard.panel.ArmAwayActivity"))
    };

    abstract val heading: String

    abstract fun intent(ctx: Context): Intent

    fun target(ctx: Context): Intent = intent(ctx).putExtra(EXTRA_SCREEN, name)

    companion object {
        const val APP_PACKAGE = "com.hearthkit"
        const val GUARD_PACKAGE = "io.hearthguard.panel"

        fun named(name: String?): ConfirmScreen? = entries.firstOrNull { it.name == name }
    }
}
