package com.larderly.app.data;

import com.larderly.app.domain.PantryItem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Guest mode: the pantry lives only as long as the process. */
public final class InMemoryPantryRepository implements PantryRepository {
    private final Map<String, PantryItem> items = new LinkedHashMap<>();

    @Override
    public synchronized List<PantryItem> findAll(String category) {
        List<PantryItem> out = new ArrayList<>();
        for (PantryItem item : items.values()) {
            if (category == null || category.equals(item.category)) {
                out.add(item);
            }
        }
        return out;
    }

    @Override
    public synchronized PantryItem find(String id) {
        return items.get(id);
    }

    @Override
    public synchronized void insert(PantryItem item) throws RepositoryException {
        if (items.containsKey(item.id)) {
            throw new RepositoryException("duplicate item", null);
        }
        items.put(item.id, item);
    }

    @Override
    public synchronized void updateQuantity(String id, int quantity) {
        PantryItem item = items.get(id);
        if (item != null) {
            items.put(id, item.withQuantity(quantity));
        }
    }

    @Override
    public synchronized boolean remove(String id) {
        return items.remove(id) != null;
    }
}
