package com.larder.kitchen.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.util.Log;
import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The tools of one provider object: its @Tool methods, found by reflection, described, bound and invoked. */
public final class ToolTable {
    private static final String TAG = "LarderTools";
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]{0,63}");

    private final Object target;
    private final Map<String, Method> handlers = new TreeMap<>();

    private ToolTable(Object target) {
        this.target = target;
    }

    /** Every method of the target's own class that carries @Tool. */
    public static ToolTable scan(Object target) {
        ToolTable table = new ToolTable(target);
        for (Method m : target.getClass().getDeclaredMethods()) {
            if (!m.isAnnotationPresent(Tool.class)) {
                continue;
            }
            Tool tool = m.getAnnotation(Tool.class);
            if (!NAME.matcher(tool.name()).matches() || table.handlers.containsKey(tool.name())) {
                throw new IllegalStateException("bad or repeated tool name on " + m.getName());
            }
            m.setAccessible(true);
            table.handlers.put(tool.name(), m);
        }
        return table;
    }

    Method find(String name) {
        return name == null ? null : handlers.get(name);
    }

    static Tool toolOf(Method handler) {
        return handler.getAnnotation(Tool.class);
    }

    static boolean mutating(Tool tool) {
        return !"read".equals(tool.effect());
    }

    JSONArray describe() throws JSONException {
        JSONArray out = new JSONArray();
        for (Method m : handlers.values()) {
            Tool tool = m.getAnnotation(Tool.class);
            JSONObject annotations = new JSONObject()
                    .put("effect", tool.effect())
                    .put("risk", tool.risk())
                    .put("destructive", tool.destructive())
                    .put("idempotent", false)
                    .put("open_world", tool.openWorld())
                    .put("confirmation", tool.confirm())
                    .put("execution", "sync");
            out.put(new JSONObject()
                    .put("name", tool.name())
                    .put("title", tool.title())
                    .put("description", tool.description())
                    .put("input_schema", inputSchema(m))
                    .put("output_schema", new JSONObject().put("type", "object"))
                    .put("scopes", new JSONArray(Arrays.asList(tool.scopes())))
                    .put("annotations", annotations));
        }
        return out;
    }

    private static JSONObject inputSchema(Method m) throws JSONException {
        JSONObject properties = new JSONObject();
        JSONArray required = new JSONArray();
        Class<?>[] types = m.getParameterTypes();
        Annotation[][] notes = m.getParameterAnnotations();
        for (int i = 0; i < types.length; i++) {
            Arg arg = argOf(notes[i]);
            if (arg == null) {
                continue;
            }
            properties.put(arg.value(), new JSONObject()
                    .put("type", jsonType(types[i]))
                    .put("description", arg.description()));
            if (!arg.optional()) {
                required.put(arg.value());
            }
        }
        return new JSONObject()
                .put("type", "object")
                .put("properties", properties)
                .put("required", required)
                .put("additionalProperties", false);
    }

    private static Arg argOf(Annotation[] notes) {
        for (Annotation a : notes) {
            if (a instanceof Arg) {
                return (Arg) a;
            }
        }
        return null;
    }

    private static String jsonType(Class<?> type) {
        if (type == boolean.class) {
            return "boolean";
        }
        if (type == int.class || type == long.class) {
            return "integer";
        }
        return "string";
    }

    /** The handler's parameters: the call itself where it asks for a ToolCall, each @Arg from the arguments. */
    static Object[] bind(Method m, ToolCall call) {
        Class<?>[] types = m.getParameterTypes();
        Annotation[][] notes = m.getParameterAnnotations();
        Object[] values = new Object[types.length];
        Set<String> known = new HashSet<>();
        for (int i = 0; i < types.length; i++) {
            if (types[i] == ToolCall.class) {
                values[i] = call;
                continue;
            }
            Arg arg = argOf(notes[i]);
            known.add(arg.value());
            values[i] = read(call.args, arg, types[i]);
        }
        Iterator<String> keys = call.args.keys();
        while (keys.hasNext()) {
            if (!known.contains(keys.next())) {
                throw new ToolCall.Failure("INVALID_ARGS", "The arguments hold a property this tool does not take");
            }
        }
        return values;
    }

    private static Object read(JSONObject args, Arg arg, Class<?> type) {
        String key = arg.value();
        if (!args.has(key) || args.isNull(key)) {
            if (!arg.optional()) {
                throw new ToolCall.Failure("INVALID_ARGS", "A required argument is missing");
            }
            if (type == boolean.class) {
                return Boolean.FALSE;
            }
            if (type == int.class) {
                return 0;
            }
            if (type == long.class) {
                return 0L;
            }
            return null;
        }
        try {
            if (type == boolean.class) {
                return args.getBoolean(key);
            }
            if (type == int.class) {
                return args.getInt(key);
            }
            if (type == long.class) {
                return args.getLong(key);
            }
            return args.getString(key);
        } catch (JSONException e) {
            throw new ToolCall.Failure("INVALID_ARGS", "An argument has the wrong type");
        }
    }

    /** Invokes the call's handler and turns what it returns or throws into the response. */
    Bundle run(ToolCall call) throws JSONException {
        Method m = call.handler;
        Object out;
        call.enter();
        try {
            out = m.invoke(target, bind(m, call));
        } catch (ToolCall.Failure f) {
            return Replies.error(call.requestId, f.code, f.reply, false);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ConfirmHandler.Needed) {
                ConfirmHandler.Needed need = (ConfirmHandler.Needed) cause;
                PendingIntent pi = need.pick
                        ? Resolutions.picker(call.context, m, need.token)
                        : Resolutions.confirm(call.context, m, need.token);
                return Replies.userAction(call.requestId, need.summary, pi, need.token);
            }
            if (cause instanceof ToolCall.Failure) {
                ToolCall.Failure f = (ToolCall.Failure) cause;
                return Replies.error(call.requestId, f.code, f.reply, "CONFLICT".equals(f.code));
            }
            Log.e(TAG, call.toolName + " failed", cause);
            String message = "Tool " + call.toolName + " failed: " + cause.getMessage();
            return Replies.error(call.requestId, "INTERNAL_ERROR", message, false);
        } catch (IllegalAccessException e) {
            Log.e(TAG, call.toolName + " is not accessible", e);
            return Replies.error(call.requestId, "INTERNAL_ERROR", "The tool is not available", false);
        } finally {
            call.leave();
        }
        if (out instanceof Replies.FileResult) {
            return Replies.file(call.requestId, (Replies.FileResult) out);
        }
        return Replies.inline(call.requestId, out);
    }
}
