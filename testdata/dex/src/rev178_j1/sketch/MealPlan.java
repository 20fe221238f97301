package com.larderly.app.domain;

import java.util.ArrayList;
import java.util.List;

/** A week's meal plan: one recipe per day and the ingredients each needs. */
public final class MealPlan {
    public static final String DRAFT = "draft";
    public static final String SHOPPING = "shopping";

    public final String id;
    public final String week;
    public final String title;
    public final String status;
    public final List<Meal> meals = new ArrayList<>();

    public MealPlan(String id, String week, String title, String status) {
        this.id = id;
        this.week = week;
        this.title = title;
        this.status = status;
    }

    public static final class Meal {
        public final int day;
        public final String recipe;
        public final List<String> ingredients;

        public Meal(int day, String recipe, List<String> ingredients) {
            this.day = day;
            this.recipe = recipe;
            this.ingredients = ingredients;
        }
    }
}
