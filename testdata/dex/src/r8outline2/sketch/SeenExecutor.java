// What the executors' smali stands for, before R8 (minSdk 21).
// ConcurrentHashMap.newKeySet is API 24: R8 wraps the call in
// SeenExecutor$$ExternalSyntheticApiModelOutline0.m, named after the first
// class using it and called by both executors.
package com.example.r8o2;

// TP CETP618: the request ids seen live only in a set in memory.
public final class SeenExecutor implements CetpMutationExecutor {
    private final Set<String> seen = ConcurrentHashMap.newKeySet();           // 9

    @Override public CetpProviderResult execute(Context context, String requestId,
            Function0<CetpProviderResult> mutation) {
        if (!seen.add(requestId)) return CetpProviderResult.duplicate();      // 13
        return mutation.invoke();                                             // 14
    }
}

// near miss CETP618: the same set, but every request id is also recorded
// in SharedPreferences before the mutation runs.
public final class PrefsSeenExecutor implements CetpMutationExecutor {
    private final Set<String> seen = ConcurrentHashMap.newKeySet();           // 9

    @Override public CetpProviderResult execute(Context context, String requestId,
            Function0<CetpProviderResult> mutation) {
        if (!seen.add(requestId)) return CetpProviderResult.duplicate();      // 13
        context.getSharedPreferences("journal", 0).edit()
                .putBoolean(requestId, true).commit();                        // 14
        return mutation.invoke();                                             // 16
    }
}
