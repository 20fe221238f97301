package app.larder.home.data

/** Room-style DAO interfaces; the `_Impl` classes are written the way Room's generator writes them. */
interface PantryDao {
    fun all(location: String?, limit: Int): List<PantryItem>

    /** @Insert look-alike; the item's id is ignored and the new row id returned. */
    fun insert(item: PantryItem): Long

    fun consume(id: Long, amount: Int): Int

    fun deleteExpired(beforeDay: Long): Int

    fun countExpired(beforeDay: Long): Long
}

interface ShoppingDao {
    fun entries(list: String, includeChecked: Boolean): List<ShoppingEntry>

    fun add(list: String, name: String, quantity: Int, addedAt: Long): Long

    fun setChecked(id: Long, checked: Boolean): Int

    fun clear(list: String): Int

    fun count(list: String): Long
}

interface RequestDao {
    fun find(uid: Int, provider: String, requestId: String): RequestRecord?

    /** Inserts the reservation unless a record exists; returns the existing record, or null when this call reserved. */
    fun claim(record: RequestRecord, createdAt: Long): RequestRecord?

    fun complete(uid: Int, provider: String, requestId: String, result: String): Int

    fun release(uid: Int, provider: String, requestId: String): Int
}

interface WorkDao {
    fun insert(info: WorkInfo, createdAt: Long)

    /** getWorkInfoById look-alike. */
    fun byId(id: String): WorkInfo?

    fun byIdForOwner(id: String, ownerUid: Int, requestId: String): WorkInfo?

    fun setState(id: String, state: String, result: String?): Int

    fun requestCancel(id: String): Int

    fun cancelRequested(id: String): Boolean

    fun failUnfinished(provider: String, error: String): Int
}

interface SharedFileDao {
    fun record(name: String, provider: String, ownerUid: Int, createdAt: Long)

    fun exists(name: String, provider: String): Boolean

    fun ownerOf(name: String, provider: String): Int?
}
