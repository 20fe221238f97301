package app.quillmark.notes.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: the TOOL_PROVIDER services carry the authority metadata; all calls go to the providers. */
class NotesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class AttachmentsToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
