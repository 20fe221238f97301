package com.larderly.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

// Discovery markers only: Consumers find the authorities through these services' meta-data.
class PantryToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class OrderToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
