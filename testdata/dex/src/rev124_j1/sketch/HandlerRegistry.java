package com.scanbox.cetp;

import android.util.Log;
import com.scanbox.docs.ListDocumentsHandler;
import com.scanbox.share.ListSharesHandler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tools of one provider: its built-in read tools and the plugins named in its class list. */
public final class HandlerRegistry {
    private static final String TAG = "ScanboxTools";
    private static final Map<String, List<Handler<?>>> BUILT_IN = new HashMap<>();

    static {
        builtIn("com.scanbox.docs", new ListDocumentsHandler());
        builtIn("com.scanbox.share", new ListSharesHandler());
    }

    private final String providerId;
    private final Map<String, Handler<?>> handlers = new HashMap<>();

    private HandlerRegistry(String providerId) {
        this.providerId = providerId;
    }

    private static void builtIn(String providerId, Handler<?> handler) {
        BUILT_IN.computeIfAbsent(providerId, key -> new ArrayList<>()).add(handler);
    }

    /** The provider's built-in tools plus every plugin class that is present in this build. */
    public static HandlerRegistry load(String providerId, String... pluginClasses) {
        HandlerRegistry registry = new HandlerRegistry(providerId);
        BUILT_IN.getOrDefault(providerId, Collections.emptyList()).forEach(registry::add);
        for (String className : pluginClasses) {
            try {
                Object plugin = Class.forName(className).getDeclaredConstructor().newInstance();
                registry.add((Handler<?>) plugin);
            } catch (ReflectiveOperationException | ClassCastException e) {
                Log.w(TAG, providerId + ": plugin " + className + " not loaded", e);
            }
        }
        return registry;
    }

    void add(Handler<?> handler) {
        handlers.put(handler.name(), handler);
    }

    public Optional<Handler<?>> find(String tool) {
        return Optional.ofNullable(tool).map(handlers::get);
    }
}
