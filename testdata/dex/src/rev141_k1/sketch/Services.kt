package com.saltmarsh.podcasts.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for CETP Consumers; the tools themselves are served by the providers' call(). */
class PlayerToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class LibraryToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
