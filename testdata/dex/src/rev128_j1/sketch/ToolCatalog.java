package com.quirewell.cetp;

import org.json.JSONException;
import org.json.JSONObject;

/** Fills a provider's registry; the provider instantiates its catalog by class name in onCreate. */
public interface ToolCatalog {
    JSONObject providerInfo() throws JSONException;

    void populate(ToolRegistry registry, ToolHost host) throws JSONException, ReflectiveOperationException;
}
