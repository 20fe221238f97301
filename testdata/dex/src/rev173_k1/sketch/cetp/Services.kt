package app.quire.reader.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: these services carry the TOOL_PROVIDER metadata; the calls go to the providers. */
class ShelfToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class SyncToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
