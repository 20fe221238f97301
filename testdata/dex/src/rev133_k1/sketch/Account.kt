package com.brambleway

import android.content.SharedPreferences
import kotlin.properties.Delegates

/** The user's Brambleway account and the partner accounts linked to it. */
class Account(private val prefs: SharedPreferences) {
    var user: String? by Delegates.observable(prefs.getString(KEY_USER, null)) { _, old, new ->
        if (old != new) prefs.edit().putString(KEY_USER, new).apply()
    }

    val signedIn: Boolean get() = user != null

    val railLinked: Boolean get() = prefs.getBoolean(KEY_RAIL, false)

    private companion object {
        const val KEY_USER = "user"
        const val KEY_RAIL = "rail_linked"
    }
}
