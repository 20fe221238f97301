package com.larderly.app.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.SQLException;
import android.database.sqlite.SQLiteDatabase;
import com.larderly.app.domain.MealPlan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class SqlitePlanRepository implements PlanRepository {
    private static final String[] PLAN_COLUMNS = {"id", "week", "title", "status"};
    private final AppDatabase database;

    public SqlitePlanRepository(AppDatabase database) {
        this.database = database;
    }

    @Override
    public List<MealPlan> findAll() throws RepositoryException {
        List<MealPlan> plans = new ArrayList<>();
        try {
            SQLiteDatabase db = database.getReadableDatabase();
            Cursor c = db.query("plans", PLAN_COLUMNS, null, null, null, null, "week DESC");
            try {
                while (c.moveToNext()) {
                    plans.add(new MealPlan(c.getString(0), c.getString(1), c.getString(2), c.getString(3)));
                }
            } finally {
                c.close();
            }
            for (MealPlan plan : plans) {
                loadMeals(db, plan);
            }
        } catch (SQLException e) {
            throw new RepositoryException("plan query failed", e);
        }
        return plans;
    }

    @Override
    public MealPlan findWeek(String week) throws RepositoryException {
        try {
            SQLiteDatabase db = database.getReadableDatabase();
            Cursor c = db.query("plans", PLAN_COLUMNS, "week = ?", new String[] {week}, null, null, null);
            MealPlan plan = null;
            try {
                if (c.moveToFirst()) {
                    plan = new MealPlan(c.getString(0), c.getString(1), c.getString(2), c.getString(3));
                }
            } finally {
                c.close();
            }
            if (plan != null) {
                loadMeals(db, plan);
            }
            return plan;
        } catch (SQLException e) {
            throw new RepositoryException("plan lookup failed for " + week, e);
        }
    }

    private static void loadMeals(SQLiteDatabase db, MealPlan plan) {
        Cursor c = db.query("plan_meals", new String[] {"day", "recipe", "ingredients"}, "plan_id = ?",
                new String[] {plan.id}, null, null, "day");
        try {
            while (c.moveToNext()) {
                plan.meals.add(new MealPlan.Meal(c.getInt(0), c.getString(1),
                        Arrays.asList(c.getString(2).split(","))));
            }
        } finally {
            c.close();
        }
    }

    @Override
    public void insert(MealPlan plan) throws RepositoryException {
        SQLiteDatabase db = database.getWritableDatabase();
        db.beginTransaction();
        try {
            ContentValues row = new ContentValues();
            row.put("id", plan.id);
            row.put("week", plan.week);
            row.put("title", plan.title);
            row.put("status", plan.status);
            db.insertOrThrow("plans", null, row);
            for (MealPlan.Meal meal : plan.meals) {
                ContentValues m = new ContentValues();
                m.put("plan_id", plan.id);
                m.put("day", Integer.valueOf(meal.day));
                m.put("recipe", meal.recipe);
                m.put("ingredients", String.join(",", meal.ingredients));
                db.insertOrThrow("plan_meals", null, m);
            }
            db.setTransactionSuccessful();
        } catch (SQLException e) {
            throw new RepositoryException("plan insert failed: " + e.getMessage(), e);
        } finally {
            db.endTransaction();
        }
    }

    /** The planner screen shows a plan as "shopping" once its list went out. */
    @Override
    public void markShoppingListIssued(String planId, long at) throws RepositoryException {
        ContentValues values = new ContentValues();
        values.put("status", MealPlan.SHOPPING);
        values.put("list_issued_at", Long.valueOf(at));
        try {
            database.getWritableDatabase().update("plans", values, "id = ?", new String[] {planId});
        } catch (SQLException e) {
            throw new RepositoryException("plan status update failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void markSynced(String planId, int byUid) throws RepositoryException {
        ContentValues values = new ContentValues();
        values.put("synced_by", Integer.valueOf(byUid));
        try {
            database.getWritableDatabase().update("plans", values, "id = ?", new String[] {planId});
        } catch (SQLException e) {
            throw new RepositoryException("plan sync mark failed: " + e.getMessage(), e);
        }
    }

    @Override
    public int deleteWeek(String week) throws RepositoryException {
        SQLiteDatabase db = database.getWritableDatabase();
        MealPlan plan = findWeek(week);
        if (plan == null) {
            return 0;
        }
        db.beginTransaction();
        try {
            db.delete("plan_meals", "plan_id = ?", new String[] {plan.id});
            int n = db.delete("plans", "id = ?", new String[] {plan.id});
            db.setTransactionSuccessful();
            return n;
        } catch (SQLException e) {
            throw new RepositoryException("plan delete failed: " + e.getMessage(), e);
        } finally {
            db.endTransaction();
        }
    }
}
