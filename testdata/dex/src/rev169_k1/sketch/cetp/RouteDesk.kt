package app.trailmark.logbook.cetp

import android.content.Context
import android.os.ParcelFileDescriptor
import app.trailmark.logbook.data.RouteStore
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

/** Runs the route tools against the store the provider hands in. */
class RouteDesk(private val context: Context, private val store: RouteStore) {
    fun run(spec: ToolSpec, call: Call, args: JSONObject): ToolResult = when (spec.name) {
        "list_routes" -> list(args.optInt("limit", 20))
        "get_route" -> get(RouteRef(args.asMap()))
        "export_track" -> exportTrack(call, RouteRef(args.asMap()))
        "save_route" -> save(SaveRouteArgs(args.asMap()).validated())
        "rename_route" -> rename(RenameArgs(args.asMap()))
        "delete_route" -> delete(RouteRef(args.asMap()))
        else -> ToolResult.Failed(ErrorCode.TOOL_NOT_FOUND, "Trailmark has no route tool by that name.")
    }

    /** delete_route before the user answered: hold the call and send the user to ConfirmActivity. */
    fun confirmStep(call: Call, args: JSONObject): ToolResult {
        val route = store.find(RouteRef(args.asMap()).routeId) ?: return noSuchRoute()
        val held = HeldBooks.routes.hold(call, "Delete the route \"${route.name}\" (${route.distanceM} m) and its recorded track?")
        return ToolResult.NeedsUser(
            "Confirm in Trailmark that ${route.name} may be deleted.",
            context.confirmationFor(HeldBooks.ROUTES, held),
            held.token,
        )
    }

    private fun list(limit: Int): ToolResult {
        val routes = store.list(limit.coerceIn(1, 50)).map { it.toJson() }
        return ToolResult.Done(JSONObject().put("routes", JSONArray(routes)))
    }

    private fun get(ref: RouteRef): ToolResult = store.find(ref.routeId)?.let { ToolResult.Done(it.toJson()) } ?: noSuchRoute()

    private fun exportTrack(call: Call, ref: RouteRef): ToolResult {
        val route = store.find(ref.routeId) ?: return noSuchRoute()
        val track = route.trackPath?.let { File(it).inside(context.trackDir) }
            ?: return ToolResult.Failed(ErrorCode.INVALID_ARGS, "This route has no recorded track.")
        if (!call.has(LARGE_RESULTS)) return ResultFile.inlineOrTooLarge(track)
        return ToolResult.File(ResultFile.of(track, mode = TRACK_MODE))
    }

    private fun save(args: SaveRouteArgs): ToolResult {
        val id = store.save(args.name.trim(), args.distanceM, args.difficulty)
        return ToolResult.Done(JSONObject().put("id", id))
    }

    private fun rename(args: RenameArgs): ToolResult {
        val renamed = store.rename(args.routeId, args.newName)
        return ToolResult.Done(JSONObject().put("id", args.routeId).put("renamed", renamed))
    }

    /** Runs only after the user approved in ConfirmActivity. The map cache is ours and not exported: call it as us. */
    private fun delete(ref: RouteRef): ToolResult {
        val id = ref.routeId
        val deleted = withOwnIdentity {
            store.delete(id).also { removed ->
                if (removed) context.contentResolver.delete(MapCacheProvider.URI, "owner = ?", arrayOf("route/$id"))
            }
        }
        return ToolResult.Done(JSONObject().put("id", id).put("deleted", deleted))
    }

    private fun noSuchRoute(): ToolResult = ToolResult.Failed(ErrorCode.INVALID_ARGS, "No saved route has that id.")

    companion object {
        /** Tracks are opened the way the recorder opens them: it may still be appending to today's hike. */
        const val TRACK_MODE = ParcelFileDescriptor.MODE_READ_WRITE
    }
}
