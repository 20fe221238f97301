package com.hearthkit.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

// Discovery markers: Consumers read the authorities from these services' meta-data.
class DevicesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class RoutinesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
