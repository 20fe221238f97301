// What opaquehand stands for: a Java provider built by javac + D8 (min API
// 26) against a vendor's device shared library, declared with
// <uses-library android:name="com.vendor.agentruntime"> and compiled
// against its stubs (compileOnly): TaskQueue and AgentRuntime are not in the
// APK, the device supplies them. Whether TaskQueue.enqueue runs its Runnable
// on the caller's thread or on a worker cannot be told from the APK.
package com.example.opq;

import com.vendor.agentruntime.AgentRuntime;
import com.vendor.agentruntime.TaskQueue;
                                                                             // 11
public class ToolProvider extends ContentProvider {                          // 12
    @Override public Bundle call(String method, String arg, Bundle extras) { // 13
        TaskQueue q = AgentRuntime.queue(getContext());                      // 14
        q.enqueue(() -> Log.i("opq", "by " + Binder.getCallingUid()));      // 15 CETP603 note: read in work handed to code not in the APK
        int uid = Binder.getCallingUid();                                    // 16
        q.enqueue(() -> Log.i("opq", "for " + uid));                         // 17 near miss: read before the hand-off
        q.setName("opq");                                                    // 18 near miss: no work handed over
        return null;                                                         // 19
    }                                                                        // 20
    @Override public boolean onCreate() { return true; }                     // 21
}
