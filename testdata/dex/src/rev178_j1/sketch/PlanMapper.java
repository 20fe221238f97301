package com.larderly.app.mapper;

import com.larderly.app.domain.MealPlan;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Meal plans and shopping lists as tool JSON. */
public final class PlanMapper {
    private PlanMapper() {
    }

    public static JSONObject toJson(MealPlan plan) throws JSONException {
        JSONArray meals = new JSONArray();
        for (MealPlan.Meal meal : plan.meals) {
            JSONObject m = new JSONObject();
            m.put("day", meal.day);
            m.put("recipe", meal.recipe);
            m.put("ingredients", new JSONArray(meal.ingredients));
            meals.put(m);
        }
        JSONObject o = new JSONObject();
        o.put("plan_id", plan.id);
        o.put("week", plan.week);
        o.put("title", plan.title);
        o.put("status", plan.status);
        o.put("meals", meals);
        return o;
    }

    public static JSONObject list(List<MealPlan> plans) throws JSONException {
        JSONArray array = new JSONArray();
        for (MealPlan plan : plans) {
            array.put(toJson(plan));
        }
        JSONObject out = new JSONObject();
        out.put("plans", array);
        return out;
    }

    public static JSONObject shopping(String week, List<String> missing) throws JSONException {
        JSONObject out = new JSONObject();
        out.put("week", week);
        out.put("items", new JSONArray(missing));
        return out;
    }

    public static JSONObject count(String key, Integer n) throws JSONException {
        JSONObject out = new JSONObject();
        out.put(key, n.intValue());
        return out;
    }
}
