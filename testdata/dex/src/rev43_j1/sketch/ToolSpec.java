package com.gridnote.tools;

import android.os.Bundle;
import java.util.function.Function;

/** One registry entry: name, declared effect and the handler. */
public final class ToolSpec {
    public final String name;
    public final String effect;
    public final boolean internal;
    public final Function<Bundle, Bundle> run;

    public ToolSpec(String name, String effect, Function<Bundle, Bundle> run) {
        this.name = name;
        this.effect = effect;
        this.internal = name.startsWith("_");
        this.run = run;
    }

    public String json() {
        return "{\"name\":\"" + name + "\",\"effect\":\"" + effect + "\"}";
    }
}
