package com.inkwell.notes;

import android.util.Log;
import com.inkwell.core.Texts;
import com.inkwell.core.ToolCall;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** Writes an audit line for every trash call (caller, request, what the consumer claimed) and forwards it. */
final class NotesAudit implements InvocationHandler {
    private final NoteTrash target;

    NotesAudit(NoteTrash target) {
        this.target = target;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return method.invoke(this, args);
        }
        ToolCall call = (ToolCall) args[0];
        boolean claimed = call.args.optBoolean("confirmed", false);
        Log.i(NotesToolProvider.TAG, Texts.join(" ", "audit", method.getName(), call.uid, call.requestId,
                "consumer_claimed_confirmation=" + claimed));
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
