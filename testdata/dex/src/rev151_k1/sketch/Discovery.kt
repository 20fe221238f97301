package com.tallyfold.money

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** The TOOL_PROVIDER services exist for discovery only: the manifest's meta-data names each provider's authority. */
class LedgerToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class ReceiptToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
