package com.ej;

import org.json.JSONException;
import org.json.JSONObject;

/** One tool's descriptor, written to list_tools through its enums' wire names, read as fields. */
final class ToolSpec {
    enum Effect {
        READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete");

        final String wire;

        Effect(String wire) {
            this.wire = wire;
        }
    }

    enum Confirmation {
        NEVER("never"), ALWAYS("always");

        final String wire;

        Confirmation(String wire) {
            this.wire = wire;
        }
    }

    final String name;
    final String description;
    final Effect effect;
    final Confirmation confirmation;

    ToolSpec(String name, String description, Effect effect, Confirmation confirmation) {
        this.name = name;
        this.description = description;
        this.effect = effect;
        this.confirmation = confirmation;
    }

    JSONObject toJson() throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect.wire)
                .put("confirmation", confirmation.wire);
        return new JSONObject()
                .put("name", name)
                .put("description", description)
                .put("annotations", annotations);
    }

    static final ToolSpec[] ALL = {
        new ToolSpec("list_cards", "Lists the cards of a board.", Effect.READ, Confirmation.NEVER),
        new ToolSpec("count_cards", "Counts the cards of a board.", Effect.READ, Confirmation.NEVER),
        new ToolSpec("move_card", "Moves a card to another column.", Effect.UPDATE, Confirmation.ALWAYS),
    };
}
