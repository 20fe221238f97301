package com.brightmoor.pantry

import android.content.pm.PackageManager
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.stateIn

/** An in-memory cache shared by the repositories. */
class MemoryCache {
    val lists = ConcurrentHashMap<String, List<ListEntity>>()
    val version = MutableStateFlow(0)
}

class ItemRepository(private val dao: PantryDao, private val cache: MemoryCache) {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    val revision: StateFlow<Int> = cache.version.stateIn(scope, SharingStarted.Eagerly, 0)

    /** The pantry's items, the expired ones cleared out first. */
    fun items(category: String?): List<ItemEntity> {
        val purged = dao.deleteExpired(System.currentTimeMillis())
        if (purged > 0) cache.version.value = cache.version.value + 1
        return dao.items(category)
    }

    fun find(text: String): List<ItemEntity> = dao.search(text)

    fun item(id: Long): Flow<ItemEntity?> = dao.itemFlow(id)

    fun restock(id: Long, quantity: Int): Int = dao.restock(id, quantity).also { cache.version.value = cache.version.value + 1 }

    fun remove(id: Long): Int = dao.removeItem(id).also { cache.version.value = cache.version.value + 1 }
}

class ListRepository(private val dao: PantryDao, private val cache: MemoryCache) {
    /** The shopping lists, from the cache or loaded into it. */
    fun lists(name: String?): List<ListEntity> {
        val key = name ?: "*"
        val cached = cache.lists[key]
        if (cached != null) return cached
        val loaded = dao.lists(name)
        cache.lists[key] = loaded
        return loaded
    }

    fun list(id: Long): Flow<ListEntity?> = dao.listFlow(id)

    fun stock(): Flow<Int> = flowOf(cache.lists.size)

    fun order(listId: Long): Long = dao.placeOrder(listId)

    fun add(listId: Long, name: String, quantity: Int): Long = dao.addEntry(listId, name, quantity).also { cache.lists.clear() }
}

/** The deduplication records of mutations (§6). */
interface ReplayStore {
    fun prior(key: String): ReplayEntity?
    fun record(key: String, entity: ReplayEntity)
}

class DurableReplayStore(private val dao: PantryDao, private val cache: MemoryCache) : ReplayStore {
    private val recent = ConcurrentHashMap<String, ReplayEntity>()

    override fun prior(key: String): ReplayEntity? = recent[key] ?: dao.replay(key)?.also { recent[key] = it }

    override fun record(key: String, entity: ReplayEntity) {
        dao.saveReplay(key, entity)
        recent[key] = entity
    }
}

class MemoryReplayStore : ReplayStore {
    private val records = ConcurrentHashMap<String, ReplayEntity>()

    override fun prior(key: String): ReplayEntity? = records[key]

    override fun record(key: String, entity: ReplayEntity) {
        records.putIfAbsent(key, entity)
    }
}

/** Who is calling: shared by both providers. */
class CallerRepository(private val pm: PackageManager) {
    private var lastPackage: String? = null
    private val byUid = HashMap<Int, String>()

    /** The caller's package, looked up once. */
    @Synchronized
    fun packageFor(uid: Int): String? {
        lastPackage?.let { return it }
        val packages = pm.getPackagesForUid(uid) ?: return null
        val pkg = packages[0]
        lastPackage = pkg
        return pkg
    }

    /** The one package of [uid], remembered per UID; a shared UID has none. */
    @Synchronized
    fun soleCaller(uid: Int): String? {
        byUid[uid]?.let { return it }
        val packages = pm.getPackagesForUid(uid) ?: return null
        if (packages.size != 1) return null
        val pkg = packages[0]
        byUid[uid] = pkg
        return pkg
    }
}
