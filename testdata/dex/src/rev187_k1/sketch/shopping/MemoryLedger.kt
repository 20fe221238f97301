package app.larder.shopping

import app.larder.core.MutationLedger
import app.larder.core.Reply
import app.larder.core.ToolCall
import app.larder.core.answer
import app.larder.core.ledgerKey
import app.larder.core.snapshot
import org.json.JSONObject

/**
 * The shopping provider's deduplication: retries of a request id get the first reply, and a reused id with other
 * content is refused.
 */
class MemoryLedger : MutationLedger {
    private val records = HashMap<String, JSONObject>()

    @Synchronized
    override fun recorded(call: ToolCall, providerId: String): Reply? = records[call.ledgerKey(providerId)]?.answer(call)

    @Synchronized
    override fun once(call: ToolCall, providerId: String, work: () -> Reply): Reply {
        val key = call.ledgerKey(providerId)
        records[key]?.let { return it.answer(call) }
        val reply = work()
        records[key] = JSONObject().put("tool", call.tool).put("digest", call.argsDigest).put("reply", reply.snapshot())
        return reply
    }
}
