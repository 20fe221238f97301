package io.quillkit.notes.cetp

import io.quillkit.notes.core.PlatformDigest
import io.quillkit.notes.core.Serializer
import io.quillkit.notes.core.buildJson
import io.quillkit.notes.core.decodeText
import org.json.JSONObject
import java.nio.file.Files
import java.nio.file.Path

/** A request_id's deduplication record: which call claimed it and, once done, what it answered. */
data class LedgerEntry(val tool: String, val argsDigest: String, val done: Boolean, val result: JSONObject?)

object LedgerEntrySerializer : Serializer<LedgerEntry> {
    override fun encode(value: LedgerEntry): JSONObject = buildJson {
        "tool" by value.tool
        "args_sha256" by value.argsDigest
        "done" by value.done
        "result" by value.result
    }

    override fun decode(json: JSONObject): LedgerEntry {
        val result = if (json.has("result")) json.getJSONObject("result") else null
        return LedgerEntry(json.getString("tool"), json.getString("args_sha256"), json.optBoolean("done", false), result)
    }
}

class LedgerKey(val uid: Int, val requestId: String, val tool: String, val argsDigest: String)

/**
 * Durable mutation deduplication: one file per (uid, provider, request_id) under [dir], written before the work and
 * rewritten with the result after it, so a restarted process answers a retry from disk instead of running it twice.
 */
class RequestLedger(private val dir: Path, private val providerId: String, private val digest: PlatformDigest) {
    @Synchronized
    fun once(key: LedgerKey, work: () -> JSONObject): JSONObject {
        val file = dir.resolve(digest.sha256((key.uid.toString() + "|" + providerId + "|" + key.requestId).toByteArray()) + ".json")
        if (Files.exists(file)) {
            val entry = load(file)
            if (entry.tool != key.tool || entry.argsDigest != key.argsDigest) fail(ToolFailure.ReusedRequestId)
            return entry.result ?: fail(ToolFailure.InFlight)
        }
        Files.createDirectories(dir)
        store(file, LedgerEntry(key.tool, key.argsDigest, false, null))
        val result = try {
            work()
        } catch (e: ToolException) {
            Files.deleteIfExists(file)
            throw e
        } catch (e: RuntimeException) {
            Files.deleteIfExists(file)
            throw e
        }
        store(file, LedgerEntry(key.tool, key.argsDigest, true, result))
        return result
    }

    private fun load(file: Path): LedgerEntry =
        Files.newInputStream(file).use { LedgerEntrySerializer.decodeText(String(it.readBytes(), Charsets.UTF_8)) }

    private fun store(file: Path, entry: LedgerEntry) {
        Files.newOutputStream(file).use { it.write(LedgerEntrySerializer.encode(entry).toString().toByteArray(Charsets.UTF_8)) }
    }
}
