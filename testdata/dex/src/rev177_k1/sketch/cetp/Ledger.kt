package app.larder.home.cetp

import app.larder.home.data.RequestDao
import app.larder.home.data.RequestRecord
import org.json.JSONObject

/** Durable deduplication by (uid, provider, request_id): the record is claimed before the work and holds its result. */
class RequestLedger(private val dao: RequestDao) {
    fun once(uid: Int, provider: String, requestId: String, tool: String, digest: String, work: () -> JSONObject): JSONObject {
        val prior = claim(RequestRecord(uid, provider, requestId, tool, digest, null))
        if (prior != null) {
            if (prior.tool != tool || prior.digest != digest) throw ToolException(ToolFailure.ReusedRequestId)
            val done = prior.result ?: throw ToolException(ToolFailure.InFlight)
            return JSONObject(done)
        }
        val value = try {
            work()
        } catch (e: Throwable) {
            dao.release(uid, provider, requestId)
            throw e
        }
        dao.complete(uid, provider, requestId, value.toString())
        return value
    }

    @Synchronized
    private fun claim(record: RequestRecord): RequestRecord? = dao.claim(record, System.currentTimeMillis())
}
