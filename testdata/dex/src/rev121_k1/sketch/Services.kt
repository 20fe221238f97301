package com.larderly.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

// Discovery markers: Consumers read the authorities from these services' meta-data.
class PantryToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class ShoppingToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
