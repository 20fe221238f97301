package app.larder.ui

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for the two tool providers (§2.1); they are never bound. */
class PantryToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class ShoppingToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
