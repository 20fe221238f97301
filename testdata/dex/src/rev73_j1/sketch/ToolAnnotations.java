package com.clawseed.cetp.sdk;

/** effect, risk, confirmation of one tool. */
public final class ToolAnnotations {
    private final ToolEffect effect;
    private final ToolRisk risk;
    private final ConfirmationPolicy confirmation;

    public ToolAnnotations(ToolEffect effect, ToolRisk risk, ConfirmationPolicy confirmation) {
        this.effect = effect;
        this.risk = risk;
        this.confirmation = confirmation;
    }

    public ToolEffect getEffect() {
        return effect;
    }

    public ToolRisk getRisk() {
        return risk;
    }

    public ConfirmationPolicy getConfirmation() {
        return confirmation;
    }
}
