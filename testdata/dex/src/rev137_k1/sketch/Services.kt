package com.saltmarsh.ferry.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for the CETP Consumer: the tools are served by the providers' call(). */
class TripsToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class PassesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
