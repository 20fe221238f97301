package com.tallyfold.money

import android.os.Binder

/** The UID of an assistant calling in, as the Binder reported it. */
@JvmInline
value class CallerUid(val value: Int) {
    companion object {
        /** The UID of the Binder transaction this thread is serving. */
        fun current(): CallerUid = CallerUid(Binder.getCallingUid())
    }
}

/** The opaque token negotiate hands out. */
@JvmInline
value class SessionToken(val value: String)

/** The opaque token of a call that waits for the user's answer. */
@JvmInline
value class ResumeToken(val value: String)

/** The id of a background execution, as get_operation and cancel_operation name it. */
@JvmInline
value class OperationId(val value: String)

/** Who asked, of which provider, under which request_id: the key of one logical execution. */
data class RetryKey(val uid: CallerUid, val providerId: String, val requestId: String)
