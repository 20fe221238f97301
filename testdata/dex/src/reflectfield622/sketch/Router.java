package com.rf;

import android.os.Bundle;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import org.json.JSONObject;

/** The handler's @Tool methods, found once and kept by name; the handler object is kept beside them. */
final class Router {
    private final Object handler;
    private final Map<String, Method> methods;

    private Router(Object handler, Map<String, Method> methods) {
        this.handler = handler;
        this.methods = methods;
    }

    static Router scan(Object handler) {
        Map<String, Method> methods = new HashMap<>();
        for (Method m : handler.getClass().getDeclaredMethods()) {
            Tool tool = m.getAnnotation(Tool.class);
            if (tool != null) {
                methods.put(tool.value(), m);
            }
        }
        return new Router(handler, methods);
    }

    Bundle run(String name, JSONObject args) throws Exception {
        Method m = methods.get(name);
        if (m == null) {
            return null;
        }
        return (Bundle) m.invoke(handler, args);
    }
}
