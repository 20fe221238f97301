package com.larderly.app.domain;

import java.util.List;
import java.util.function.BooleanSupplier;

/** The interactors' parameter objects, built from tool arguments by the mapper layer. */
public final class Params {
    private Params() {
    }

    public static final class ListItems {
        public final String category;

        public ListItems(String category) {
            this.category = category;
        }
    }

    public static final class AddItem {
        public final String name;
        public final String category;
        public final int quantity;
        public final String unit;
        public final String bestBefore;

        public AddItem(String name, String category, int quantity, String unit, String bestBefore) {
            this.name = name;
            this.category = category;
            this.quantity = quantity;
            this.unit = unit;
            this.bestBefore = bestBefore;
        }
    }

    public static final class Adjust {
        public final String itemId;
        public final int delta;

        public Adjust(String itemId, int delta) {
            this.itemId = itemId;
            this.delta = delta;
        }
    }

    public static final class Discard {
        public final String itemId;
        public final String reason;
        /** Set only from the provider's own review record for this request. */
        public final boolean approved;

        public Discard(String itemId, String reason, boolean approved) {
            this.itemId = itemId;
            this.reason = reason;
            this.approved = approved;
        }
    }

    public static final class Expire {
        public final String today;
        public final int requesterUid;
        public final BooleanSupplier cancelled;

        public Expire(String today, int requesterUid, BooleanSupplier cancelled) {
            this.today = today;
            this.requesterUid = requesterUid;
            this.cancelled = cancelled;
        }
    }

    public static final class Week {
        public final String week;

        public Week(String week) {
            this.week = week;
        }
    }

    public static final class CreatePlan {
        public final String week;
        public final String title;
        public final List<MealPlan.Meal> meals;

        public CreatePlan(String week, String title, List<MealPlan.Meal> meals) {
            this.week = week;
            this.title = title;
            this.meals = meals;
        }
    }

    public static final class ClearWeek {
        public final String week;
        public final boolean confirmed;

        public ClearWeek(String week, boolean confirmed) {
            this.week = week;
            this.confirmed = confirmed;
        }
    }

    public static final class SyncPlans {
        public final BooleanSupplier cancelled;

        public SyncPlans(BooleanSupplier cancelled) {
            this.cancelled = cancelled;
        }
    }
}
