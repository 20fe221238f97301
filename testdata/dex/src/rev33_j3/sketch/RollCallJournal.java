package com.example.r33j3;

import android.content.Context;
import android.content.SharedPreferences;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

final class RollCallJournal implements CetpMutationExecutor {
    private final SharedPreferences journal;

    RollCallJournal(Context context) {
        journal = context.getSharedPreferences("rollcall_journal", Context.MODE_PRIVATE);
    }

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        if (journal.getBoolean(requestId, false)) {
            return CetpProviderResult.Companion.ok();
        }
        journal.edit().putBoolean(requestId, true).commit();
        return mutation.invoke();
    }
}
