package com.lendshelf

import android.content.Context
import android.os.Binder

/** The Binder caller, kept unboxed: an Int at runtime. */
@JvmInline
value class CallerUid(val raw: Int) {
    fun packages(ctx: Context): Array<String> = ctx.packageManager.getPackagesForUid(raw) ?: emptyArray()

    companion object {
        /** Who is calling right now (only meaningful on the Binder thread). */
        fun current(): CallerUid = CallerUid(Binder.getCallingUid())
    }
}

private val LENDERS = setOf("com.lendshelf.kiosk", "com.lendshelf.assistant", "org.neighbours.board")

/** Shelf admission: the caller's UID must belong to a known lender app. */
fun CallerUid.isLender(ctx: Context): Boolean =
    packages(ctx).any { it in LENDERS }

/** Circulation admission: exactly one package for the UID, and it must be a lender. */
fun CallerUid.isSoleLender(ctx: Context): Boolean =
    packages(ctx).singleOrNull()?.let { it in LENDERS } == true
