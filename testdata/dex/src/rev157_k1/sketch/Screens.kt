package com.brightmoor.pantry

import android.app.Activity
import android.app.Service
import android.content.Intent
import android.os.Bundle
import android.os.IBinder
import android.view.View

/** Shared by both confirmation screens: shows the summary; the buttons approve or deny. */
open class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle(intent.getStringExtra(EXTRA_SUMMARY) ?: "Confirm")
    }

    fun onApprove(view: View) {
        ResumeBook.approve(intent.getStringExtra(EXTRA_TOKEN))
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny(view: View) {
        setResult(RESULT_CANCELED)
        finish()
    }
}

class ConfirmRemovalActivity : ConfirmActivity()

class ConfirmOrderActivity : ConfirmActivity()

class PantryToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class ShoppingToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}
