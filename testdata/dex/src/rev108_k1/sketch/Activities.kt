package com.berthbook

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView

open class ConfirmActivity : Activity() {
    private var token: String? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        token = intent.getStringExtra("resume_token")
        val layout = LinearLayout(this)
        layout.orientation = LinearLayout.VERTICAL
        val text = TextView(this)
        text.text = intent.getStringExtra("detail") ?: ""
        layout.addView(text)
        val yes = Button(this)
        yes.text = "Confirm"
        yes.setOnClickListener { decide(true) }
        layout.addView(yes)
        val no = Button(this)
        no.text = "Cancel"
        no.setOnClickListener { decide(false) }
        layout.addView(no)
        setContentView(layout)
    }

    private fun decide(approved: Boolean) {
        val raw = token
        if (approved && raw != null) Wiring.resumes.approve(ResumeToken(raw))
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

class ConfirmCancelActivity : ConfirmActivity()

class ConfirmPurgeActivity : ConfirmActivity()
