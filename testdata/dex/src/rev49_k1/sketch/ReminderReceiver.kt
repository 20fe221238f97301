package com.shedshare.lend

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent

class ReminderReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val tool = intent.getStringExtra("tool") ?: return
        val pi = context.confirmPending(tool, ConfirmActivity::class.java)
        context.startActivity(Intent(context, ConfirmActivity::class.java).putExtra("reminder", pi))
    }
}
