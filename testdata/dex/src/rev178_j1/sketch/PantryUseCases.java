package com.larderly.app.domain;

import com.larderly.app.data.ChangeJournal;
import com.larderly.app.data.PantryRepository;
import com.larderly.app.data.RepositoryException;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

/** The pantry's interactors. */
public final class PantryUseCases {
    static final Pattern DATE = Pattern.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}$");

    private PantryUseCases() {
    }

    public static final class ListItems implements UseCase<Params.ListItems, List<PantryItem>> {
        private final PantryRepository items;

        public ListItems(PantryRepository items) {
            this.items = items;
        }

        @Override
        public Result<List<PantryItem>> execute(Params.ListItems params) throws DomainException {
            try {
                return Result.ok(items.findAll(params.category));
            } catch (RepositoryException e) {
                throw DomainException.storage("pantry unavailable", e);
            }
        }
    }

    public static final class AddItem implements UseCase<Params.AddItem, PantryItem> {
        private final PantryRepository items;

        public AddItem(PantryRepository items) {
            this.items = items;
        }

        @Override
        public Result<PantryItem> execute(Params.AddItem params) throws DomainException {
            if (params.quantity < 1 || params.quantity > 10000) {
                throw new DomainException(DomainException.INVALID_ARGS, "quantity out of range");
            }
            if (params.bestBefore != null && !DATE.matcher(params.bestBefore).matches()) {
                throw new DomainException(DomainException.INVALID_ARGS, "best_before is not a date");
            }
            PantryItem item = new PantryItem("it_" + UUID.randomUUID().toString().replace("-", ""), params.name,
                    params.category, params.quantity, params.unit, params.bestBefore, false);
            try {
                items.insert(item);
            } catch (RepositoryException e) {
                throw DomainException.storage("pantry unavailable", e);
            }
            return Result.ok(item);
        }
    }

    public static final class AdjustQuantity implements UseCase<Params.Adjust, PantryItem> {
        private final PantryRepository items;

        public AdjustQuantity(PantryRepository items) {
            this.items = items;
        }

        @Override
        public Result<PantryItem> execute(Params.Adjust params) throws DomainException {
            try {
                PantryItem item = items.find(params.itemId);
                if (item == null) {
                    throw new DomainException(DomainException.INVALID_ARGS, "no such item");
                }
                int next = item.quantity + params.delta;
                if (next < 0 || next > 10000) {
                    throw new DomainException(DomainException.CONFLICT, "quantity would leave the allowed range");
                }
                items.updateQuantity(item.id, next);
                return Result.ok(item.withQuantity(next));
            } catch (RepositoryException e) {
                throw DomainException.storage("pantry unavailable", e);
            }
        }
    }

    public static final class DiscardItem implements UseCase<Params.Discard, PantryItem> {
        private final PantryRepository items;

        public DiscardItem(PantryRepository items) {
            this.items = items;
        }

        @Override
        public Result<PantryItem> execute(Params.Discard params) throws DomainException {
            try {
                PantryItem item = items.find(params.itemId);
                if (item == null) {
                    throw new DomainException(DomainException.INVALID_ARGS, "no such item");
                }
                if (!params.approved) {
                    return Result.needsConfirmation(new Result.Confirmation("Discard " + item.name,
                            item.quantity + " " + item.unit + " in " + item.category,
                            "The item is removed from the pantry and cannot be restored."));
                }
                if (!items.remove(item.id)) {
                    throw new DomainException(DomainException.CONFLICT, "item already gone");
                }
                return Result.ok(item);
            } catch (RepositoryException e) {
                throw DomainException.storage("pantry unavailable", e);
            }
        }
    }

    /** Sets every item past its best-before date to zero; runs on the UseCaseHandler's executor. */
    public static final class ExpireItems implements UseCase<Params.Expire, Integer> {
        private final PantryRepository items;
        private final ChangeJournal journal;

        public ExpireItems(PantryRepository items, ChangeJournal journal) {
            this.items = items;
            this.journal = journal;
        }

        @Override
        public Result<Integer> execute(Params.Expire params) throws DomainException {
            int expired = 0;
            try {
                for (PantryItem item : items.findAll(null)) {
                    if (params.cancelled.getAsBoolean()) {
                        return Result.wasCancelled();
                    }
                    if (item.quantity > 0 && item.bestBefore != null && item.bestBefore.compareTo(params.today) < 0) {
                        items.updateQuantity(item.id, 0);
                        journal.record("expire", item.id, params.requesterUid);
                        expired += 1;
                    }
                }
            } catch (RepositoryException e) {
                throw DomainException.storage("pantry unavailable", e);
            }
            return Result.ok(Integer.valueOf(expired));
        }
    }
}
