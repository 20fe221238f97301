package com.quillbox

import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.launch
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.util.zip.ZipEntry
import java.util.zip.ZipOutputStream

sealed interface Outcome {
    class Written(val file: String, val bytes: Int) : Outcome
    class Failed(val message: String) : Outcome
}

// A file the worker writes; the outcome goes back to the tool over the job's reply channel.
sealed interface FileJob {
    val reply: SendChannel<Outcome>
    fun perform(): Outcome.Written
    fun failure(e: IOException): Outcome.Failed
}

class ExportJob(
    private val dir: File,
    private val fileName: String,
    private val notes: List<Note>,
    override val reply: SendChannel<Outcome>,
) : FileJob {
    override fun perform(): Outcome.Written {
        dir.mkdirs()
        val target = File(dir, fileName)
        val text = notes.joinToString("\n\n") { "# ${it.title}\n\n${it.body}" }
        FileOutputStream(target).use { it.write(text.toByteArray()) }
        return Outcome.Written(target.name, text.length)
    }

    override fun failure(e: IOException): Outcome.Failed = Outcome.Failed(e.message ?: "export failed")
}

class ArchiveJob(
    private val dir: File,
    private val name: String,
    private val notes: List<Note>,
    override val reply: SendChannel<Outcome>,
) : FileJob {
    override fun perform(): Outcome.Written {
        val root = dir.canonicalFile
        root.mkdirs()
        val target = File(root, "$name.zip").canonicalFile
        if (!target.path.startsWith(root.path + File.separator)) throw IOException("archive name leaves $root")
        ZipOutputStream(FileOutputStream(target)).use { zip ->
            for (note in notes) {
                zip.putNextEntry(ZipEntry("${note.id}.md"))
                zip.write("# ${note.title}\n\n${note.body}".toByteArray())
                zip.closeEntry()
            }
        }
        return Outcome.Written(target.name, notes.size)
    }

    override fun failure(e: IOException): Outcome.Failed {
        Log.w("Quillbox", "archive failed", e)
        return Outcome.Failed("The archive could not be written")
    }
}

// One worker coroutine per provider drains the job channel on Dispatchers.IO.
class FileWorker(scope: CoroutineScope) {
    private val jobs = Channel<FileJob>(capacity = 16)

    init {
        scope.launch(Dispatchers.IO) {
            for (job in jobs) {
                val outcome = try {
                    job.perform()
                } catch (e: IOException) {
                    job.failure(e)
                }
                job.reply.send(outcome)
            }
        }
    }

    suspend fun submit(job: FileJob) = jobs.send(job)
}
