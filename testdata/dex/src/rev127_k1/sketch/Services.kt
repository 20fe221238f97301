package com.hearthly.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for the CETP Consumer: the tools themselves are served by the providers' call(). */
class DevicesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class RoutinesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
