package com.larderly.app.domain;

import android.os.Binder;
import com.larderly.app.data.PantryRepository;
import com.larderly.app.data.PlanRepository;
import com.larderly.app.data.RepositoryException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

/** The meal planner's interactors. */
public final class PlanUseCases {
    private PlanUseCases() {
    }

    public static final class ListPlans implements UseCase<Params.Week, List<MealPlan>> {
        private final PlanRepository plans;

        public ListPlans(PlanRepository plans) {
            this.plans = plans;
        }

        @Override
        public Result<List<MealPlan>> execute(Params.Week params) throws DomainException {
            try {
                if (params.week == null) {
                    return Result.ok(plans.findAll());
                }
                List<MealPlan> one = new ArrayList<>();
                MealPlan plan = plans.findWeek(params.week);
                if (plan != null) {
                    one.add(plan);
                }
                return Result.ok(one);
            } catch (RepositoryException e) {
                throw DomainException.storage("plans unavailable", e);
            }
        }
    }

    /** What the week's recipes need that the pantry does not hold. */
    public static final class ShoppingList implements UseCase<Params.Week, List<String>> {
        private final PlanRepository plans;
        private final PantryRepository pantry;

        public ShoppingList(PlanRepository plans, PantryRepository pantry) {
            this.plans = plans;
            this.pantry = pantry;
        }

        @Override
        public Result<List<String>> execute(Params.Week params) throws DomainException {
            try {
                MealPlan plan = plans.findWeek(params.week);
                if (plan == null) {
                    throw new DomainException(DomainException.INVALID_ARGS, "no plan for that week");
                }
                Set<String> stocked = new HashSet<>();
                for (PantryItem item : pantry.findAll(null)) {
                    if (item.quantity > 0) {
                        stocked.add(item.name.toLowerCase(Locale.ROOT));
                    }
                }
                List<String> missing = new ArrayList<>();
                for (MealPlan.Meal meal : plan.meals) {
                    for (String ingredient : meal.ingredients) {
                        String key = ingredient.trim().toLowerCase(Locale.ROOT);
                        if (!key.isEmpty() && !stocked.contains(key) && !missing.contains(key)) {
                            missing.add(key);
                        }
                    }
                }
                plans.markShoppingListIssued(plan.id, System.currentTimeMillis());
                return Result.ok(missing);
            } catch (RepositoryException e) {
                throw DomainException.storage("plans unavailable", e);
            }
        }
    }

    public static final class CreatePlan implements UseCase<Params.CreatePlan, MealPlan> {
        private final PlanRepository plans;

        public CreatePlan(PlanRepository plans) {
            this.plans = plans;
        }

        @Override
        public Result<MealPlan> execute(Params.CreatePlan params) throws DomainException {
            try {
                if (plans.findWeek(params.week) != null) {
                    throw new DomainException(DomainException.CONFLICT, "that week already has a plan");
                }
                MealPlan plan = new MealPlan("pl_" + UUID.randomUUID().toString().replace("-", ""), params.week,
                        params.title, MealPlan.DRAFT);
                plan.meals.addAll(params.meals);
                plans.insert(plan);
                return Result.ok(plan);
            } catch (RepositoryException e) {
                throw DomainException.storage("plans unavailable", e);
            }
        }
    }

    public static final class ClearWeek implements UseCase<Params.ClearWeek, Integer> {
        private final PlanRepository plans;

        public ClearWeek(PlanRepository plans) {
            this.plans = plans;
        }

        @Override
        public Result<Integer> execute(Params.ClearWeek params) throws DomainException {
            try {
                MealPlan plan = plans.findWeek(params.week);
                if (plan == null) {
                    throw new DomainException(DomainException.INVALID_ARGS, "no plan for that week");
                }
                if (!params.confirmed) {
                    return Result.needsConfirmation(new Result.Confirmation("Clear week " + plan.week,
                            plan.title + " with " + plan.meals.size() + " planned meals",
                            "The plan and all its meals are deleted and cannot be restored."));
                }
                return Result.ok(Integer.valueOf(plans.deleteWeek(plan.week)));
            } catch (RepositoryException e) {
                throw DomainException.storage("plans unavailable", e);
            }
        }
    }

    /** Re-reads every plan and stamps who asked for the sync; runs on the UseCaseHandler's executor. */
    public static final class SyncPlans implements UseCase<Params.SyncPlans, Integer> {
        private final PlanRepository plans;

        public SyncPlans(PlanRepository plans) {
            this.plans = plans;
        }

        @Override
        public Result<Integer> execute(Params.SyncPlans params) throws DomainException {
            int requester = Binder.getCallingUid();
            int synced = 0;
            try {
                for (MealPlan plan : plans.findAll()) {
                    if (params.cancelled.getAsBoolean()) {
                        return Result.wasCancelled();
                    }
                    plans.markSynced(plan.id, requester);
                    synced += 1;
                }
            } catch (RepositoryException e) {
                throw DomainException.storage("plans unavailable", e);
            }
            return Result.ok(Integer.valueOf(synced));
        }
    }
}
