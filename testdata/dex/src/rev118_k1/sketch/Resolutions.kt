package com.quillbox

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.map

class ShareSettings(val allowEdits: Boolean, val linkDays: Int)

class SettingsRepo(private val ctx: Context) {
    fun settings(): Flow<ShareSettings> = flow {
        val prefs = ctx.getSharedPreferences("share_settings", Context.MODE_PRIVATE)
        emit(ShareSettings(prefs.getBoolean("allow_edits", false), prefs.getInt("link_days", 7)))
    }
}

// Resolution PendingIntents; the flags follow the user's share settings.
class Resolutions(private val ctx: Context, private val repo: SettingsRepo) {
    // A share confirmation can be reopened to edit the recipient while edits are allowed.
    suspend fun editable(intent: Intent, requestCode: Int): PendingIntent {
        val flags = repo.settings()
            .map { s -> if (s.allowEdits) PendingIntent.FLAG_UPDATE_CURRENT else PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_ONE_SHOT }
            .first()
        return PendingIntent.getActivity(ctx, requestCode, intent, flags)
    }

    suspend fun sealed(intent: Intent, requestCode: Int): PendingIntent {
        val flags = repo.settings()
            .map { s -> PendingIntent.FLAG_IMMUTABLE or if (s.allowEdits) PendingIntent.FLAG_UPDATE_CURRENT else PendingIntent.FLAG_ONE_SHOT }
            .first()
        return PendingIntent.getActivity(ctx, requestCode, intent, flags)
    }
}
