package com.larkbook.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery markers for the CETP Consumer: the tools themselves are served by the providers' call(). */
class CalendarToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

class PeopleToolService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}
