package com.larderly.app.mapper;

import com.larderly.app.domain.DomainException;
import com.larderly.app.domain.MealPlan;
import com.larderly.app.domain.Params;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * Tool arguments (already checked against the schema's top level) into the interactors' parameter objects, with the
 * business validation JSON Schema cannot express.
 */
public final class ParamsMapper {
    static final Pattern ITEM_ID = Pattern.compile("^it_[0-9a-f]{32}$");
    static final Pattern WEEK = Pattern.compile("^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$");
    static final String[] UNITS = {"g", "kg", "ml", "l", "pcs"};

    private ParamsMapper() {
    }

    public static Params.ListItems listItems(JSONObject args) throws DomainException {
        String category = args.has("category") ? text(args, "category", 40) : null;
        return new Params.ListItems(category);
    }

    public static Params.AddItem addItem(JSONObject args) throws DomainException {
        String unit = args.optString("unit");
        boolean known = false;
        for (String u : UNITS) {
            if (u.equals(unit)) {
                known = true;
            }
        }
        if (!known) {
            throw invalid("unknown unit");
        }
        return new Params.AddItem(text(args, "name", 80), text(args, "category", 40), args.optInt("quantity", 0), unit,
                args.has("best_before") ? args.optString("best_before") : null);
    }

    public static Params.Adjust adjust(JSONObject args) throws DomainException {
        int delta = args.optInt("delta", 0);
        if (delta == 0 || delta < -1000 || delta > 1000) {
            throw invalid("delta out of range");
        }
        return new Params.Adjust(itemId(args), delta);
    }

    /** `approvedByReview` is the verdict the provider's own review screen recorded for this request. */
    public static Params.Discard discard(JSONObject args, boolean approvedByReview) throws DomainException {
        String reason = args.has("reason") ? text(args, "reason", 200) : "";
        return new Params.Discard(itemId(args), reason, approvedByReview);
    }

    public static Params.Week week(JSONObject args, boolean required) throws DomainException {
        if (!args.has("week")) {
            if (required) {
                throw invalid("week missing");
            }
            return new Params.Week(null);
        }
        String week = args.optString("week");
        if (!WEEK.matcher(week).matches()) {
            throw invalid("week must look like 2026-W49");
        }
        return new Params.Week(week);
    }

    public static Params.CreatePlan createPlan(JSONObject args) throws DomainException {
        String week = week(args, true).week;
        JSONArray meals = args.optJSONArray("meals");
        if (meals == null || meals.length() == 0 || meals.length() > 7) {
            throw invalid("one to seven meals");
        }
        List<MealPlan.Meal> out = new ArrayList<>();
        int seen = 0;
        for (int i = 0; i < meals.length(); i++) {
            JSONObject meal = meals.optJSONObject(i);
            if (meal == null) {
                throw invalid("meal is not an object");
            }
            int day = meal.optInt("day", 0);
            if (day < 1 || day > 7 || (seen & (1 << day)) != 0) {
                throw invalid("days are 1 to 7, once each");
            }
            seen |= 1 << day;
            JSONArray ingredients = meal.optJSONArray("ingredients");
            List<String> names = new ArrayList<>();
            for (int j = 0; ingredients != null && j < ingredients.length() && j < 40; j++) {
                String name = ingredients.optString(j).trim();
                if (name.isEmpty() || name.length() > 60 || name.indexOf(',') >= 0) {
                    throw invalid("ingredient names are 1 to 60 characters without commas");
                }
                names.add(name);
            }
            out.add(new MealPlan.Meal(day, text(meal, "recipe", 120), names));
        }
        return new Params.CreatePlan(week, text(args, "title", 80), out);
    }

    /**
     * The web planner asks the household before it calls clear_week and says so in `user_confirmed`; everyone else
     * goes through the review screen.
     */
    public static Params.ClearWeek clearWeek(JSONObject args, boolean approvedByReview) throws DomainException {
        String week = week(args, true).week;
        boolean confirmed = approvedByReview || args.optBoolean("user_confirmed", false);
        return new Params.ClearWeek(week, confirmed);
    }

    private static String itemId(JSONObject args) throws DomainException {
        String id = args.optString("item_id");
        if (!ITEM_ID.matcher(id).matches()) {
            throw invalid("item_id is not an item id");
        }
        return id;
    }

    private static String text(JSONObject args, String key, int max) throws DomainException {
        String value = args.optString(key, "").trim();
        if (value.isEmpty() || value.length() > max) {
            throw invalid(key + " must be 1 to " + max + " characters");
        }
        return value;
    }

    private static DomainException invalid(String why) {
        return new DomainException(DomainException.INVALID_ARGS, why);
    }
}
