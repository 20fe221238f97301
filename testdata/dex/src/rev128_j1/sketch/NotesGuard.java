package com.quirewell.notes;

import android.os.Binder;
import android.os.Process;
import android.util.Log;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;
import com.quirewell.cetp.Replies;
import com.quirewell.cetp.ToolRegistry;
import com.quirewell.data.Grants;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** The notes tools' proxy handler: checks the caller's scope grants, then routes run() to the tool. */
final class NotesGuard implements InvocationHandler {
    private static final String TAG = "NotesGuard";

    private final ToolRegistry.Entry entry;
    private final Grants grants;

    NotesGuard(ToolRegistry.Entry entry, Grants grants) {
        this.entry = entry;
        this.grants = grants;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "run": {
                Invocation inv = (Invocation) args[0];
                // Quirewell's own widget and share sheet reach these tools in-process and need no grant
                int caller = Binder.getCallingUid();
                if (caller != Process.myUid() && !grants.allows(caller, entry.scopes())) {
                    return Replies.error(inv.requestId(), Cetp.PERMISSION_DENIED,
                            "Grant this assistant the Notes scopes first", false);
                }
                try {
                    return method.invoke(entry.tool(), args);
                } catch (InvocationTargetException e) {
                    Log.w(TAG, entry.name() + " failed", e.getCause());
                    return Replies.error(inv.requestId(), Cetp.INTERNAL_ERROR, "The notes tool failed", false);
                }
            }
            case "label":
                return "notes/" + entry.name();
            case "hashCode":
                return System.identityHashCode(proxy);
            case "equals":
                return proxy == args[0];
            case "toString":
                return "NotesGuard[" + entry.name() + "]";
            default:
                throw new UnsupportedOperationException(method.getName());
        }
    }
}
