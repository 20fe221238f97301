package com.quillbox.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

// Discovery markers: Consumers read the authorities from these services' meta-data.
class NotebookToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class ShareToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
