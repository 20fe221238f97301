package app.larder.home.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: the TOOL_PROVIDER services carry the manifest metadata; the providers serve the calls. */
class PantryToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class ShoppingToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
