package com.stallmart.core;

import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.ArrayList;

/** Fluent tool declarations: Tools.named("x").effect(UPDATE).scope("s").build(). */
public final class Tools {
    private final String name;
    private final ArrayList<String> scopes = new ArrayList<>();
    private ToolEffect effect = ToolEffect.READ;
    private ToolRisk risk = ToolRisk.LOW;
    private ConfirmationPolicy confirmation = ConfirmationPolicy.PROVIDER_POLICY;

    private Tools(String name) {
        this.name = name;
    }

    public static Tools named(String name) {
        return new Tools(name);
    }

    public Tools effect(ToolEffect effect) {
        this.effect = effect;
        return this;
    }

    public Tools risk(ToolRisk risk) {
        this.risk = risk;
        return this;
    }

    public Tools confirm(ConfirmationPolicy confirmation) {
        this.confirmation = confirmation;
        return this;
    }

    public Tools scope(String scope) {
        scopes.add(scope);
        return this;
    }

    public CetpProviderTool build() {
        return new CetpProviderTool(name, name, new ArrayList<>(scopes),
                new ToolAnnotations(effect, risk, confirmation));
    }
}
