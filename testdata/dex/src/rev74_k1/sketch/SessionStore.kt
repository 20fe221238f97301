package com.tutortime

import android.content.Context
import android.content.SharedPreferences

class SessionStore(context: Context) {
    private val prefs: SharedPreferences = context.getSharedPreferences("tutortime_sessions", Context.MODE_PRIVATE)

    fun open(uid: Int): String {
        val token = Tokens.secure()
        prefs.edit().putInt("session:" + token, uid).apply()
        return token
    }

    fun owns(token: String?, uid: Int): Boolean =
        token != null && prefs.getInt("session:" + token, -1) == uid

    fun markSynced(uid: Int, slots: String) {
        prefs.edit().putString("synced:" + uid, slots).apply()
    }

    fun replay(requestId: String, uid: Int): String? {
        val saved = prefs.getString("request:" + requestId, null) ?: return null
        if (saved.substringBefore('|') != uid.toString()) return null
        return saved.substringAfter('|')
    }

    fun remember(requestId: String, uid: Int, result: String) {
        prefs.edit().putString("request:" + requestId, uid.toString() + "|" + result).apply()
    }
}
