package com.example.r33j3;

import android.content.Context;
import android.content.SharedPreferences;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

// Request ids of executed submissions, committed to disk before the result returns.
final class Submissions {
    private Submissions() {
    }

    static synchronized CetpProviderResult once(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        SharedPreferences done = context.getSharedPreferences("cetp_requests", Context.MODE_PRIVATE);
        if (done.contains(requestId)) {
            return CetpProviderResult.Companion.ok();
        }
        CetpProviderResult result = mutation.invoke();
        done.edit().putLong(requestId, System.currentTimeMillis()).commit();
        return result;
    }
}
