package net.pantrybox.app.ui

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery anchors: CETP consumers find the providers through these services' metadata. */
class PantryToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class HouseholdToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
