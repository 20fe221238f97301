package app.kestrel.notes.cetp

import android.app.PendingIntent
import android.content.Context
import android.content.pm.PackageManager
import android.os.Bundle
import android.util.Log
import org.json.JSONObject

/** A business function over the decoded args, answering its result values. */
typealias Handler = (Bundle) -> Bundle

/** The SAM form the tool tables are built from (function references convert to it). */
fun interface ToolFn {
    fun apply(args: Bundle): Bundle
}

/** Builds the resolution PendingIntent of a parked call. */
fun interface ResolutionFactory {
    fun create(context: Context, resumeToken: String, requestCode: Int): PendingIntent
}

/** Decides whether [pkg] is signed with the certificate whose SHA-256 is [pin]. */
fun interface CertCheck {
    fun matches(pm: PackageManager, pkg: String, pin: String): Boolean
}

/** One tool: typed args from the decoded Bundle, a typed result, and its JSON form. */
abstract class BaseTool<A : Any, R : Any>(val descriptor: ToolDescriptor) {
    val name: ToolName get() = descriptor.name

    abstract fun parse(args: Bundle): A

    abstract fun run(input: A): R

    abstract fun encode(result: R): JSONObject
}

/** A parsed tool with its input, ready to be run once. */
class Prepared<A : Any, R : Any>(val tool: BaseTool<A, R>, val input: A) {
    fun runEncoded(): JSONObject = tool.encode(tool.run(input))
}

fun <A : Any, R : Any> BaseTool<A, R>.prepare(args: Bundle): Prepared<A, R> = Prepared(this, parse(args))

/** Wraps a Bundle-valued result as the tool's JSON value. */
class BundleValue(private val values: Bundle) : JsonEncodable {
    override fun toJson(): JSONObject {
        val out = JSONObject()
        for (key in values.keySet()) out.put(key, values.get(key))
        return out
    }
}

/** The ways a tool call ends without a value. */
sealed class ToolFailure {
    class BadArgs(val field: String) : ToolFailure()
    class NotGranted(val missing: List<String>) : ToolFailure()
    class ReusedRequestId(val tool: ToolName) : ToolFailure()
    object InFlight : ToolFailure()
    object Late : ToolFailure()
    object Declined : ToolFailure()
    object BadResume : ToolFailure()
    class Pending(val resolution: PendingIntent, val resumeToken: String) : ToolFailure()
    class Crashed(val tool: ToolName, val cause: Throwable) : ToolFailure()
}

class ToolException(val failure: ToolFailure) : RuntimeException()

/** A table entry as a plain function value, logging which tool ran with how many arguments. */
fun ToolFn.asHandler(tool: ToolName): Handler = { args ->
    Log.d(TAG, tool.value + " called with " + args.keySet().size + " argument(s)")
    apply(args)
}
