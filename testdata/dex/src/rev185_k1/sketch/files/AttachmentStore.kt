package io.quire.app.files

import android.content.Context
import io.quire.app.core.PackageName
import io.quire.app.core.SafePath
import io.quire.app.core.ancestors
import org.json.JSONArray
import java.io.File

/** Loose attachments under files/attachments, their thumbnails under cache/thumbs, and what was shared with whom. */
class AttachmentStore(private val context: Context) {
    private val shares = context.getSharedPreferences("shares", Context.MODE_PRIVATE)

    val root: File get() = File(context.filesDir, "attachments").canonicalFile
    val thumbs: File get() = File(context.cacheDir, "thumbs").canonicalFile

    /** Every regular file below the root, as root-relative paths, at most [limit]. */
    fun list(limit: Int): List<String> {
        val base = root
        return base.walkTopDown().filter { it.isFile }.take(limit)
            .map { file -> file.ancestors().takeWhile { it != base }.toList().asReversed().joinToString("/") { it.name } }
            .toList()
    }

    fun sharedWith(pkg: PackageName): List<String> {
        val paths = shares.getString(pkg.value, null)?.let { JSONArray(it) } ?: return emptyList()
        return (0 until paths.length()).map { paths.getString(it) }
    }

    fun share(pkg: PackageName, path: SafePath) {
        val paths = shares.getString(pkg.value, null)?.let { JSONArray(it) } ?: JSONArray()
        check(shares.edit().putString(pkg.value, paths.put(path.relative).toString()).commit()) { "share write failed" }
    }
}
