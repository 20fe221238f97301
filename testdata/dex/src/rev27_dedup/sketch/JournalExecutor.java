package com.example.r27d;
import android.content.Context; import android.content.SharedPreferences; import com.clawseed.cetp.sdk.*; import kotlin.jvm.functions.Function0;
import java.util.Collections; import java.util.LinkedHashMap; import java.util.Map;
final class JournalExecutor implements CetpMutationExecutor {
    private final Map<String, CetpProviderResult> recent = Collections.synchronizedMap(new LinkedHashMap<>());
    private final SharedPreferences journal;
    JournalExecutor(Context c) { journal = c.getSharedPreferences("cetp-journal", 0); }
    @Override public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        CetpProviderResult seen = recent.get(requestId);
        if (seen != null) return seen;
        if (journal.getString(requestId, null) != null) throw new IllegalStateException("already executed");
        journal.edit().putString(requestId, "started").commit();
        CetpProviderResult result = mutation.invoke();
        recent.put(requestId, result);
        return result;
    }
}
