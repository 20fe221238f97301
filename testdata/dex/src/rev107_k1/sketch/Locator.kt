package com.fieldkit

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import java.io.File
import java.security.SecureRandom
import kotlin.random.Random

object Locator {
    lateinit var app: Context
    var debugFakes: Boolean = false

    val repo: SampleRepo by lazy {
        if (debugFakes) {
            FakeSampleRepo()
        } else {
            SqliteSampleRepo(SQLiteDatabase.openOrCreateDatabase(File(app.filesDir, "fieldkit.db"), null))
        }
    }

    val sessionTokens: TokenSource by lazy { SecureTokens(SecureRandom()) }

    val resumeTokens: TokenSource by lazy { TokenSource { "fk-" + Random.nextLong() } }

    val approvalTokens: TokenSource by lazy { SecureTokens(SecureRandom()) }
}
