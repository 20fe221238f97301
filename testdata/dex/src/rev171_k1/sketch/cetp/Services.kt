package app.larder.kitchen.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: these services carry the TOOL_PROVIDER metadata; the calls go to the providers. */
class PantryToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class MealPlanToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
