package com.quirewell.cetp;

import android.os.Bundle;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;

/** A tool backed by a method handle of type (Invocation)Bundle, usually a findVirtual bound to its object. */
public final class HandleTool implements Tool {
    public static final MethodType TYPE = MethodType.methodType(Bundle.class, Invocation.class);

    private final MethodHandle handle;

    public HandleTool(MethodHandle handle) {
        if (!handle.type().equals(TYPE)) {
            throw new IllegalArgumentException("handle type " + handle.type());
        }
        this.handle = handle;
    }

    @Override
    public Bundle run(Invocation inv) throws Exception {
        try {
            return (Bundle) handle.invokeExact(inv);
        } catch (Exception | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
