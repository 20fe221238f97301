package com.example.r35k2

import android.app.Activity
import android.app.AlertDialog
import android.content.Context
import android.content.DialogInterface
import android.os.Bundle

// Activities.kt: the consent screens the record resolutions open.

class ShareConsentActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val pet = intent.getStringExtra("pet_id").orEmpty()
        val clinic = intent.getStringExtra("clinic").orEmpty()
        AlertDialog.Builder(this)
            .setTitle("Share this record with $clinic?")
            .setPositiveButton("Share") { _, _ -> Consents.grant(this, pet, clinic) }
            .setNegativeButton("Not now") { dialog, _ -> Consents.log(this, "declined $pet") }
            .show()
    }
}

class ArchiveActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val answer = object : DialogInterface.OnClickListener {
            override fun onClick(dialog: DialogInterface, which: Int) {
                setResult(if (which == DialogInterface.BUTTON_POSITIVE) RESULT_OK else RESULT_CANCELED)
                finish()
            }
        }
        AlertDialog.Builder(this)
            .setTitle("Archive this record?")
            .setPositiveButton("Archive", answer)
            .setNegativeButton("Keep", answer)
            .show()
    }
}

object Consents {
    fun grant(ctx: Context, pet: String, clinic: String) {
        ctx.getSharedPreferences("consents", Context.MODE_PRIVATE).edit().putString(pet, clinic).apply()
    }

    fun log(ctx: Context, line: String) {
        ctx.getSharedPreferences("consent_log", Context.MODE_PRIVATE).edit().putLong(line, System.currentTimeMillis()).apply()
    }
}
