package com.quirewell.vault;

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

/** The vault tools' proxy handler: checks the caller's scope grants, then routes run() to the tool. */
final class VaultGuard implements InvocationHandler {
    private static final String TAG = "VaultGuard";

    private final ToolRegistry.Entry entry;
    private final Grants grants;

    VaultGuard(ToolRegistry.Entry entry, Grants grants) {
        this.entry = entry;
        this.grants = grants;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "run": {
                Invocation inv = (Invocation) args[0];
                // the UID call() read on the Binder thread; Quirewell's own screens need no grant
                int caller = inv.uid();
                if (caller != Process.myUid() && !grants.allows(caller, entry.scopes())) {
                    return Replies.error(inv.requestId(), Cetp.PERMISSION_DENIED,
                            "Grant this assistant the Vault scopes first", false);
                }
                try {
                    return method.invoke(entry.tool(), args);
                } catch (InvocationTargetException e) {
                    Throwable cause = e.getTargetException();
                    Log.w(TAG, entry.name() + " failed", cause);
                    String detail = cause.getMessage() != null ? cause.getMessage() : cause.toString();
                    return Replies.error(inv.requestId(), Cetp.INTERNAL_ERROR, "Vault operation failed: " + detail,
                            false);
                }
            }
            case "label":
                return "vault/" + entry.name();
            case "hashCode":
                return System.identityHashCode(proxy);
            case "equals":
                return proxy == args[0];
            case "toString":
                return "VaultGuard[" + entry.name() + "]";
            default:
                throw new UnsupportedOperationException(method.getName());
        }
    }
}
