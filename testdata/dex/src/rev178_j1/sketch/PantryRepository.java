package com.larderly.app.data;

import com.larderly.app.domain.PantryItem;
import java.util.List;

/** Pantry storage; the service locator picks the SQLite or the in-memory (guest mode) implementation. */
public interface PantryRepository {
    List<PantryItem> findAll(String category) throws RepositoryException;

    PantryItem find(String id) throws RepositoryException;

    void insert(PantryItem item) throws RepositoryException;

    void updateQuantity(String id, int quantity) throws RepositoryException;

    boolean remove(String id) throws RepositoryException;
}
