package com.saltmarsh.ferry

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

const val APP_ID = "com.saltmarsh.ferry"
const val EXTRA_TOKEN = "com.saltmarsh.ferry.extra.TOKEN"
const val EXTRA_PROMPT = "com.saltmarsh.ferry.extra.PROMPT"

/** The sign-in screen's action; its intent filter is in the manifest. */
const val ACTION_SIGN_IN = "com.saltmarsh.ferry.action.SIGN_IN"
const val SIGN_IN_ACTIVITY = "com.saltmarsh.ferry.account.SignInActivity"

/**
 * A resolution PendingIntent: [build] says which screen and what it shows, the resume token is added last.
 * FLAG_UPDATE_CURRENT by default, so asking again for the same token refreshes the prompt.
 */
inline fun Context.resolution(token: String, flags: Int = PendingIntent.FLAG_UPDATE_CURRENT, build: Intent.() -> Unit): PendingIntent {
    val intent = Intent().apply(build).putExtra(EXTRA_TOKEN, token)
    return PendingIntent.getActivity(this, token.hashCode(), intent, flags)
}

/** Targets one of the app's own activities. */
inline fun <reified A : Activity> Intent.target(ctx: Context): Intent = setClass(ctx, A::class.java)
