package com.saltmarsh.ferry.account

import android.app.Activity
import android.app.AlertDialog
import android.content.Context
import android.os.Bundle
import androidx.core.content.edit
import com.saltmarsh.ferry.Account
import com.saltmarsh.ferry.EXTRA_PROMPT

/** Saltmarsh's own sign-in, opened by AUTH_REQUIRED resolutions; the Consumer resumes after it finishes. */
class SignInActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        AlertDialog.Builder(this)
            .setTitle("Sign in to Saltmarsh Ferries")
            .setMessage(intent.getStringExtra(EXTRA_PROMPT))
            .setPositiveButton("Continue as the saved traveller") { _, _ -> signIn() }
            .setOnCancelListener { done(RESULT_CANCELED) }
            .show()
    }

    private fun signIn() {
        getSharedPreferences("account", Context.MODE_PRIVATE).edit { putString(Account.KEY_USER, "traveller") }
        done(RESULT_OK)
    }

    private fun done(result: Int) {
        setResult(result)
        finish()
    }
}
