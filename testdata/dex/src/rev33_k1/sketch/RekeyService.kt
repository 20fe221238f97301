package com.example.r33k1

import android.app.Service
import android.content.Intent
import android.os.IBinder

class RekeyService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
