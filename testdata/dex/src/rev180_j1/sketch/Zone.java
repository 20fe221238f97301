package com.verdant.garden.water;

import java.util.Objects;
import org.json.JSONException;
import org.json.JSONObject;

/** An irrigation zone with its schedule; immutable, made with {@link Builder}. */
public final class Zone {
    private final String id;
    private final String name;
    private final int valve;
    private final int startMinute;
    private final int minutes;
    private final String days;

    Zone(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.name = Objects.requireNonNull(b.name, "name");
        this.valve = b.valve;
        this.startMinute = b.startMinute;
        this.minutes = b.minutes;
        this.days = b.days;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public JSONObject toJson() {
        try {
            JSONObject out = new JSONObject().put("zone_id", id).put("name", name).put("valve", valve);
            if (days != null) {
                out.put("schedule", new JSONObject().put("start_minute", startMinute).put("minutes", minutes)
                        .put("days", days));
            }
            return out;
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    public static final class Builder {
        private String id;
        private String name;
        private int valve;
        private int startMinute;
        private int minutes;
        private String days;

        Builder() {
        }

        public Builder id(String id) {
            this.id = id;
            return this;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder valve(int valve) {
            this.valve = valve;
            return this;
        }

        public Builder schedule(int startMinute, int minutes, String days) {
            this.startMinute = startMinute;
            this.minutes = minutes;
            this.days = days;
            return this;
        }

        public Zone build() {
            return new Zone(this);
        }
    }
}
