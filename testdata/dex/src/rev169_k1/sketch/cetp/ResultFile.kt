package app.trailmark.logbook.cetp

import android.os.ParcelFileDescriptor
import org.json.JSONObject
import java.io.File

/** A large result handed over as a file descriptor (§4.5), with the size and digest the Consumer verifies. */
class ResultFile private constructor(
    val descriptor: ParcelFileDescriptor,
    private val sizeBytes: Long,
    private val sha256: String,
) {
    fun data(): JSONObject = JSONObject()
        .put("kind", "file")
        .put("media_type", "application/json")
        .put("size_bytes", sizeBytes)
        .put("sha256", sha256)

    companion object {
        const val MAX_INLINE_BYTES = 262144

        fun of(file: File, mode: Int = ParcelFileDescriptor.MODE_READ_ONLY): ResultFile =
            ResultFile(ParcelFileDescriptor.open(file, mode), file.length(), file.sha256Hex())

        /** Without large_results: the file's JSON inline when it fits, else RESULT_TOO_LARGE. */
        fun inlineOrTooLarge(file: File): ToolResult =
            if (file.length() > MAX_INLINE_BYTES) {
                ToolResult.Failed(ErrorCode.RESULT_TOO_LARGE, "This result is too large without large_results.")
            } else {
                ToolResult.Done(JSONObject(file.readText()))
            }
    }
}
