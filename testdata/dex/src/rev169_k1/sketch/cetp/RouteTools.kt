package app.trailmark.logbook.cetp

import org.json.JSONArray
import org.json.JSONObject

/** The routes provider's tools. */
object RouteTools {
    val scopes = listOf(
        Scope("routes.read", "See routes", "Saved routes and their recorded tracks", write = false),
        Scope("routes.write", "Change routes", "Save, rename and delete routes", write = true),
    )

    private val id = prop("integer", "minimum" to 1)
    private val name = prop("string", "minLength" to 1, "maxLength" to 80)
    private val limit = prop("integer", "minimum" to 1, "maximum" to 50)
    private val distance = prop("integer", "minimum" to 1, "maximum" to 1_000_000)
    private val difficulty = prop("string", "enum" to JSONArray(SaveRouteArgs.DIFFICULTIES))

    private val route: JSONObject = objectSchema(
        mapOf("id" to id, "name" to name, "distance_m" to distance, "difficulty" to difficulty, "has_track" to prop("boolean")),
        listOf("id", "name", "distance_m", "difficulty", "has_track"),
    )
    private val byId: JSONObject = objectSchema(mapOf("id" to id), listOf("id"))
    private val changed: JSONObject = objectSchema(mapOf("id" to id, "deleted" to prop("boolean")), listOf("id"))
    private val track: JSONObject = objectSchema(
        mapOf("points" to JSONObject().put("type", "array").put("items", prop("array"))), listOf("points"),
    )

    private val listRoutes = ToolSpec(
        name = "list_routes",
        title = "List routes",
        description = "Saved hiking routes, newest first",
        effect = Effect.READ,
        scopes = listOf("routes.read"),
        input = objectSchema(mapOf("limit" to limit)),
        output = objectSchema(mapOf("routes" to JSONObject().put("type", "array").put("items", route)), listOf("routes")),
    )

    private val getRoute = ToolSpec(
        name = "get_route",
        title = "Show a route",
        description = "One saved route by id",
        effect = Effect.READ,
        scopes = listOf("routes.read"),
        input = byId,
        output = route,
    )

    private val exportTrack = ToolSpec(
        name = "export_track",
        title = "Export a recorded track",
        description = "The GPS points recorded for a route, as JSON; large tracks arrive as a file",
        effect = Effect.READ,
        scopes = listOf("routes.read"),
        input = byId,
        output = track,
    )

    private val saveRoute = ToolSpec(
        name = "save_route",
        title = "Save a route",
        description = "Save a planned route with its name, length in meters and difficulty",
        effect = Effect.CREATE,
        scopes = listOf("routes.write"),
        input = objectSchema(
            mapOf("name" to name, "distance" to distance, "difficulty" to difficulty), listOf("name", "distance", "difficulty"),
        ),
        output = byId,
    )

    private val renameRoute = ToolSpec(
        name = "rename_route",
        title = "Rename a route",
        description = "Give a saved route a new name",
        effect = Effect.UPDATE,
        scopes = listOf("routes.write"),
        input = objectSchema(mapOf("id" to id, "name" to name), listOf("id", "name")),
        output = objectSchema(mapOf("id" to id, "renamed" to prop("boolean")), listOf("id", "renamed")),
    )

    private val deleteRoute = ToolSpec(
        name = "delete_route",
        title = "Delete a route",
        description = "Delete a saved route and its recorded track; the user confirms in Trailmark",
        effect = Effect.DELETE,
        scopes = listOf("routes.write"),
        input = byId,
        output = changed,
        risk = Risk.HIGH,
        confirmation = Confirmation.ALWAYS,
        destructive = true,
    )

    val book: ToolBook by lazy { ToolBook(listOf(listRoutes, getRoute, exportTrack, saveRoute, renameRoute, deleteRoute)) }
}
