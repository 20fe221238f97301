package com.fieldnote.birding.cetp;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** The decoded arguments of one tool: each tool has its own subclass, named by its handler's Class token. */
public abstract class ToolArgs {
    private int callerUid = -1;
    private String callerPackage;

    /** The calling app's UID, as the provider read it from the Binder in call(). */
    public final int callerUid() {
        return callerUid;
    }

    /** The calling app's package (ContentProvider.getCallingPackage in call()), never a word of the arguments. */
    public final String callerPackage() {
        return callerPackage;
    }

    final void bindCaller(int uid, String pkg) {
        callerUid = uid;
        callerPackage = pkg;
    }

    /** The argument names this type accepts (the input schema's properties). */
    protected abstract String[] names();

    /** Reads this type's arguments from the JSON object, whose names were checked against {@link #names()}. */
    protected abstract void read(JSONObject json) throws JSONException;

    /** Decodes {@code json} as a new {@code type}: no names but the type's own, then the type's {@link #read}. */
    public static <A extends ToolArgs> A decode(JSONObject json, Class<A> type) throws JSONException {
        A args;
        try {
            args = type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no public constructor in " + type.getName(), e);
        }
        List<String> known = Arrays.asList(args.names());
        Iterator<String> keys = json.keys();
        while (keys.hasNext()) {
            String key = keys.next();
            if (!known.contains(key)) {
                throw new JSONException("unknown argument " + key);
            }
        }
        args.read(json);
        return args;
    }
}
