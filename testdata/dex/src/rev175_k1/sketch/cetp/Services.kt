package app.kestrel.notes.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: the TOOL_PROVIDER services carry the manifest metadata; the providers serve the calls. */
class NotesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class RemindersToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
