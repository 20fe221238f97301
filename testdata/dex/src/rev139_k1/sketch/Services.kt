package com.larchwood.library.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for CETP Consumers; the tools are served by the providers' call(). */
class LoansToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class FinesToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
