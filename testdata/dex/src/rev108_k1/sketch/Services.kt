package com.berthbook

import android.app.Service
import android.content.Intent
import android.os.IBinder

// Discovery anchors for the two TOOL_PROVIDER declarations; the tools themselves live in the providers.
class BookingToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class HarbourToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
