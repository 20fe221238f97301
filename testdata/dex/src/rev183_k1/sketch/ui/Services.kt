package io.kanbu.app.ui

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: consumers find the providers through these services' TOOL_PROVIDER meta-data. */
class BoardToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class WalletToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
