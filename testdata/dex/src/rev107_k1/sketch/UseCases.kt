package com.fieldkit

import android.os.Binder
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONObject

class DiscardSample(private val repo: SampleRepo) {
    operator fun invoke(id: String, hard: Boolean): Either<String, Int> =
        if (id.isEmpty()) Either.Left("id missing") else Either.Right(repo.discard(id, hard))
}

class FindSamples(private val repo: SampleRepo) {
    operator fun invoke(filter: SpeciesFilter): UiResult =
        UiResult.Ok("{\"count\":" + repo.countBySpecies(filter) + "}")
}

class SamplesAtSite(private val repo: SampleRepo) {
    operator fun invoke(site: String): UiResult =
        UiResult.Ok("{\"count\":" + repo.countAtSite(site) + "}")
}

class ImportSample(private val repo: SampleRepo) {
    operator fun invoke(args: JSONObject): Either<Throwable, Long> =
        catching { JSONObject(args.getString("payload")).toSample() }.map { repo.insert(it) }
}

class RecordVisit(private val repo: SampleRepo) {
    suspend operator fun invoke(site: String): Long = withContext(Dispatchers.IO) {
        val uid = Binder.getCallingUid()
        repo.logVisit(site, uid)
    }
}

class RecordCheckout(private val repo: SampleRepo) {
    suspend operator fun invoke(site: String, uid: Int): Long = withContext(Dispatchers.IO) {
        repo.logVisit(site, uid)
    }
}
