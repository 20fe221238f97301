package com.fieldkit

import android.app.PendingIntent

sealed interface UiResult {
    class Ok(val json: String) : UiResult
    class Failed(val code: String, val message: String) : UiResult
    class NeedsUser(val resolution: PendingIntent, val resumeToken: String) : UiResult
}
