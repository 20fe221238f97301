package com.larderly.app.data;

import com.larderly.app.domain.MealPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/** Guest mode plans, kept by week until the process goes away. */
public final class InMemoryPlanRepository implements PlanRepository {
    private final TreeMap<String, MealPlan> byWeek = new TreeMap<>();

    @Override
    public synchronized List<MealPlan> findAll() {
        List<MealPlan> out = new ArrayList<>(byWeek.descendingMap().values());
        return out;
    }

    @Override
    public synchronized MealPlan findWeek(String week) {
        return byWeek.get(week);
    }

    @Override
    public synchronized void insert(MealPlan plan) throws RepositoryException {
        if (byWeek.containsKey(plan.week)) {
            throw new RepositoryException("week " + plan.week + " already planned", null);
        }
        byWeek.put(plan.week, plan);
    }

    @Override
    public synchronized void markShoppingListIssued(String planId, long at) {
        for (MealPlan plan : byWeek.values()) {
            if (plan.id.equals(planId)) {
                MealPlan updated = new MealPlan(plan.id, plan.week, plan.title, MealPlan.SHOPPING);
                updated.meals.addAll(plan.meals);
                byWeek.put(plan.week, updated);
                return;
            }
        }
    }

    @Override
    public synchronized void markSynced(String planId, int byUid) {
        // guest plans are never synced anywhere
    }

    @Override
    public synchronized int deleteWeek(String week) {
        return byWeek.remove(week) != null ? 1 : 0;
    }
}
