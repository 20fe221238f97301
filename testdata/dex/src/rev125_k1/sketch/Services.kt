package com.spokeshare.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for the CETP Consumer: the tools themselves are served by the providers' call(). */
class BikesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class WalletToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
