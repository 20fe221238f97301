package app.trailmark.logbook.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: the TOOL_PROVIDER services carry the authority metadata; calls go to the providers. */
class RoutesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class JournalToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
