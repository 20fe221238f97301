package com.example.r27d;
import android.content.Context; import com.clawseed.cetp.sdk.*; import kotlin.jvm.functions.Function0;
import java.util.Collections; import java.util.LinkedHashMap; import java.util.Map;
final class LruExecutor implements CetpMutationExecutor {
    private static final int MAX = 256;
    private final Map<String, CetpProviderResult> done = Collections.synchronizedMap(
            new LinkedHashMap<String, CetpProviderResult>(MAX, 0.75f, true) {
                @Override protected boolean removeEldestEntry(Map.Entry<String, CetpProviderResult> eldest) {
                    return size() > MAX;
                }
            });
    @Override public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        CetpProviderResult seen = done.get(requestId);
        if (seen != null) return seen;
        CetpProviderResult result = mutation.invoke();
        done.put(requestId, result);
        return result;
    }
}
