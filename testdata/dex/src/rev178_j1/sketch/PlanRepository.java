package com.larderly.app.data;

import com.larderly.app.domain.MealPlan;
import java.util.List;

/** Meal plans by week; SQLite or in-memory, chosen by the service locator at start-up. */
public interface PlanRepository {
    List<MealPlan> findAll() throws RepositoryException;

    MealPlan findWeek(String week) throws RepositoryException;

    void insert(MealPlan plan) throws RepositoryException;

    void markShoppingListIssued(String planId, long at) throws RepositoryException;

    void markSynced(String planId, int byUid) throws RepositoryException;

    int deleteWeek(String week) throws RepositoryException;
}
