package com.larder.kitchen.cetp;

import android.os.Binder;
import android.os.SystemClock;
import android.util.Log;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * Wraps an interface so that every call through it lands in the audit trail (logcat and the last few hundred
 * lines in memory). The trail is written on the given executor, off the Binder thread.
 */
public final class AuditHandler implements InvocationHandler {
    private static final String TAG = "LarderAudit";
    private static final int KEEP = 200;
    private static final ArrayDeque<String> RECENT = new ArrayDeque<>();

    private final Object target;
    private final String name;
    private final Executor background;

    private AuditHandler(Object target, String name, Executor background) {
        this.target = target;
        this.name = name;
        this.background = background;
    }

    public static <T> T wrap(Class<T> type, T target, Executor background) {
        AuditHandler handler = new AuditHandler(target, type.getSimpleName(), background);
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return method.invoke(target, args);
        }
        String what = name + "." + method.getName();
        long started = SystemClock.uptimeMillis();
        try {
            Object result = method.invoke(target, args);
            int uid = Binder.getCallingUid();
            long took = SystemClock.uptimeMillis() - started;
            background.execute(() -> record(uid, what, "ok in " + took + " ms"));
            return result;
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            String outcome = cause.getClass().getSimpleName();
            background.execute(() -> record(Binder.getCallingUid(), what, outcome));
            throw cause;
        }
    }

    static void record(int uid, String what, String outcome) {
        String line = "uid " + uid + " " + what + ": " + outcome;
        Log.i(TAG, line);
        synchronized (RECENT) {
            if (RECENT.size() == KEEP) {
                RECENT.removeFirst();
            }
            RECENT.addLast(line);
        }
    }

    /** The newest lines of the trail, oldest first. */
    public static List<String> recent() {
        synchronized (RECENT) {
            return new ArrayList<>(RECENT);
        }
    }
}
