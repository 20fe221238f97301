package io.quire.app.ui

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery anchors: the TOOL_PROVIDER services only carry the metadata; the providers do the work. */
class NotesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class FilesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
