package com.ae.cetp;

import com.ae.tools.Effect;

/** A tool as list_tools describes it. */
public final class ToolDescriptor {
    public final String name;
    public final Effect effect;

    public ToolDescriptor(String name, Effect effect) {
        this.name = name;
        this.effect = effect;
    }
}
