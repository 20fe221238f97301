package com.fernhill.lend

import android.app.Activity
import android.app.PendingIntent
import android.content.ComponentName
import android.content.Context
import android.content.Intent

const val APP_ID = "com.fernhill.lend"

/** The PendingIntents a resolution carries; called from the providers' Java screen policies. */
object Resolutions {
    const val EXTRA_TOKEN = "com.fernhill.lend.extra.TOKEN"
    const val EXTRA_PROMPT = "com.fernhill.lend.extra.PROMPT"

    /**
     * Opens one of Fernhill's confirmation activities. FLAG_UPDATE_CURRENT by default: asking again for the
     * same token replaces the prompt of the first request.
     */
    @JvmStatic
    @JvmOverloads
    fun open(ctx: Context, screen: Class<out Activity>, token: String, prompt: String, flags: Int = PendingIntent.FLAG_UPDATE_CURRENT): PendingIntent {
        val intent = Intent(ctx, screen).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, prompt)
        return PendingIntent.getActivity(ctx, token.hashCode(), intent, flags)
    }

    /** Opens [component], immutably. */
    @JvmStatic
    fun openComponent(ctx: Context, component: ComponentName, token: String, prompt: String): PendingIntent {
        val intent = Intent().setComponent(component).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, prompt)
        return PendingIntent.getActivity(ctx, token.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE)
    }
}

/** Screens the resolutions open by component name. */
class Screens private constructor() {
    companion object {
        /** Fernhill's own sign-in. */
        @JvmField
        val SIGN_IN = ComponentName(APP_ID, "com.fernhill.lend.account.SignInActivity")

        /** The county consortium links a library card to Fernhill in its own app. */
        @JvmField
        val CARD_LINK = ComponentName("org.shirecounty.libraries", "org.shirecounty.libraries.card.LinkCardActivity")
    }
}
