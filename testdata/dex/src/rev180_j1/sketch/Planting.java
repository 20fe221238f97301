package com.verdant.garden.beds;

import java.util.Objects;
import org.json.JSONException;
import org.json.JSONObject;

/** One crop sown in a bed; immutable, made with {@link Builder}. */
public final class Planting {
    private final String id;
    private final String bedId;
    private final String crop;
    private final String variety;
    private final String sownOn;
    private final String expectedHarvest;
    private final int harvestedGrams;

    Planting(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.bedId = Objects.requireNonNull(b.bedId, "bedId");
        this.crop = Objects.requireNonNull(b.crop, "crop");
        this.variety = b.variety;
        this.sownOn = b.sownOn;
        this.expectedHarvest = b.expectedHarvest;
        this.harvestedGrams = b.harvestedGrams;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String id() {
        return id;
    }

    public String bedId() {
        return bedId;
    }

    public String crop() {
        return crop;
    }

    public String variety() {
        return variety;
    }

    public String sownOn() {
        return sownOn;
    }

    public String expectedHarvest() {
        return expectedHarvest;
    }

    public int harvestedGrams() {
        return harvestedGrams;
    }

    public JSONObject toJson() {
        try {
            JSONObject out = new JSONObject().put("planting_id", id).put("bed_id", bedId).put("crop", crop)
                    .put("harvested_g", harvestedGrams);
            if (variety != null) {
                out.put("variety", variety);
            }
            if (sownOn != null) {
                out.put("sown_on", sownOn);
            }
            if (expectedHarvest != null) {
                out.put("expected_harvest", expectedHarvest);
            }
            return out;
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    public static final class Builder {
        private String id;
        private String bedId;
        private String crop;
        private String variety;
        private String sownOn;
        private String expectedHarvest;
        private int harvestedGrams;

        Builder() {
        }

        public Builder id(String id) {
            this.id = id;
            return this;
        }

        public Builder bedId(String bedId) {
            this.bedId = bedId;
            return this;
        }

        public Builder crop(String crop) {
            this.crop = crop;
            return this;
        }

        public Builder variety(String variety) {
            this.variety = variety;
            return this;
        }

        public Builder sownOn(String sownOn) {
            this.sownOn = sownOn;
            return this;
        }

        public Builder expectedHarvest(String expectedHarvest) {
            this.expectedHarvest = expectedHarvest;
            return this;
        }

        public Builder harvestedGrams(int harvestedGrams) {
            this.harvestedGrams = harvestedGrams;
            return this;
        }

        public Planting build() {
            return new Planting(this);
        }
    }
}
