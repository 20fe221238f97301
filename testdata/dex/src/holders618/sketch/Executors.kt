// What holders618 stands for: four mutation executors as Kotlin code keeps
// them (kotlinc 2.4.20; the smali is D8's shape of its bytecode, Intrinsics
// checks kept). OrdersProvider (the rev27_dedup provider, renamed) picks
// StateExecutor or AtomicExecutor; JournalExecutor and TraceExecutor are
// further implementations in the APK.
package com.example.h618

import android.content.Context
import android.content.SharedPreferences
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderResult
import kotlinx.coroutines.flow.MutableStateFlow
import java.util.concurrent.atomic.AtomicReference

class StateExecutor : CetpMutationExecutor {                                        // StateExecutor.kt:7
    private val done = MutableStateFlow<Map<String, CetpProviderResult>>(emptyMap()) // 8   CETP618: records in a state flow
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        done.value[requestId]?.let { return it }                                    // 11
        val result = mutation()                                                     // 12
        done.value = done.value + (requestId to result)                             // 13
        return result
    }
}

class AtomicExecutor(context: Context) : CetpMutationExecutor {                     // AtomicExecutor.kt:8
    private val done = AtomicReference<Map<String, CetpProviderResult>>(emptyMap()) // 9   CETP618: records in an AtomicReference
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        done.get()[requestId]?.let { return it }                                    // 12
        val result = mutation()                                                     // 13
        done.set(done.get() + (requestId to result))                                // 14
        return result
    }
}

class JournalExecutor(context: Context) : CetpMutationExecutor {                    // JournalExecutor.kt:9  near miss
    private val done = AtomicReference<Map<String, CetpProviderResult>>(emptyMap()) // 10  a cache in front of
    private val journal: SharedPreferences = context.getSharedPreferences("cetp-journal", 0) // 11  a committed journal
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        done.get()[requestId]?.let { return it }                                    // 14
        journal.edit().putString(requestId, "started").commit()                     // 15
        val result = mutation()                                                     // 16
        done.set(done.get() + (requestId to result))                                // 17
        return result
    }
}

class TraceExecutor : CetpMutationExecutor {                                        // TraceExecutor.kt:7  near miss
    private val last = AtomicReference("")                                          // 8   holds a String, no records
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        last.getAndSet(requestId)                                                   // 11
        return mutation()                                                           // 12
    }
}
// Expected (written before the fix; the first scan reported nothing):
// CETP618 at StateExecutor.kt:8 and AtomicExecutor.kt:9 (the field's first store);
// JournalExecutor and TraceExecutor silent.
