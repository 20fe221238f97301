package io.quillkit.notes.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery-only services: their manifest entries carry the TOOL_PROVIDER metadata; they never bind. */
class NotesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class AttachmentsToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
