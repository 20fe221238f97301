.class public final Lcom/brambleway/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# static fields
.field public static final INSTANCE:Lcom/brambleway/Catalogs;
.field private static final bookings:Lcom/brambleway/Catalog;
.field private static final trips:Lcom/brambleway/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 21
    new-instance v0, Lcom/brambleway/Catalogs;
    invoke-direct {v0}, Lcom/brambleway/Catalogs;-><init>()V
    sput-object v0, Lcom/brambleway/Catalogs;->INSTANCE:Lcom/brambleway/Catalogs;
    .line 70
    new-instance v0, Lcom/brambleway/Catalog;
    .line 72
    new-instance v6, Lorg/json/JSONArray;
    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V
    const-string v7, "trips.read"
    const-string v8, "See your trips"
    const-string v9, "read"
    const-string v10, "personal"
    invoke-static {v7, v8, v9, v10}, Lcom/brambleway/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v7, "trips.write"
    const-string v8, "Change your trips"
    const-string v9, "write"
    const-string v10, "personal"
    invoke-static {v7, v8, v9, v10}, Lcom/brambleway/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v8, "put(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    const/4 v7, 0x5
    new-array v7, v7, [Lkotlin/Pair;
    move-object/from16 v20, v7
    const-string v10, "list_trips"
    const-string v11, "The user's trips with their dates"
    const-string v12, "{\"type\":\"object\",\"additionalProperties\":false}"
    const-string v13, "trips.read"
    const-string v14, "read"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0xe0
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "list_trips"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x0
    aput-object v9, v20, v8
    .line 75
    const-string v10, "trip_details"
    const-string v11, "One trip with its stops, day by day"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"string\"}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"
    const-string v13, "trips.read"
    const-string v14, "read"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0xe0
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "trip_details"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x1
    aput-object v9, v20, v8
    .line 76
    const-string v10, "add_stop"
    const-string v11, "Adds a place to a trip on one of its days"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"string\"},\"place\":{\"type\":\"string\",\"maxLength\":120},\"day\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"trip_id\",\"place\"],\"additionalProperties\":false}"
    const-string v13, "trips.write"
    const-string v14, "create"
    const-string v15, "moderate"
    const-string v16, "provider_policy"
    const/16 v17, 0x0
    const/16 v18, 0x80
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "add_stop"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x2
    aput-object v9, v20, v8
    .line 81
    const-string v10, "export_itinerary"
    const-string v11, "Writes a trip as an iCalendar file in Brambleway's export folder"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\",\"maxLength\":64}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"
    const-string v13, "trips.write"
    const-string v14, "create"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0xe0
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "export_itinerary"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x3
    aput-object v9, v20, v8
    .line 86
    const-string v10, "delete_trip"
    const-string v11, "Deletes a trip and its stops"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"string\"}},\"required\":[\"trip_id\"],\"additionalProperties\":false}"
    const-string v13, "trips.write"
    const-string v14, "delete"
    const-string v15, "high"
    const-string v16, "always"
    const/16 v17, 0x1
    invoke-static/range {v10 .. v17}, Lcom/brambleway/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "delete_trip"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x4
    aput-object v9, v20, v8
    .line 73
    move-object/from16 v7, v20
    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v7
    .line 70
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.brambleway.trips"
    const-string v2, "Brambleway Trips"
    const-string v3, "The user's planned trips and their stops"
    const-string v4, "trips-7"
    invoke-direct/range {v0 .. v6}, Lcom/brambleway/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/Map;)V
    sput-object v0, Lcom/brambleway/Catalogs;->trips:Lcom/brambleway/Catalog;
    .line 90
    new-instance v0, Lcom/brambleway/Catalog;
    .line 92
    new-instance v6, Lorg/json/JSONArray;
    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V
    const-string v7, "bookings.read"
    const-string v8, "See your bookings"
    const-string v9, "read"
    const-string v10, "financial"
    invoke-static {v7, v8, v9, v10}, Lcom/brambleway/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v7, "bookings.write"
    const-string v8, "Change your bookings"
    const-string v9, "write"
    const-string v10, "financial"
    invoke-static {v7, v8, v9, v10}, Lcom/brambleway/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v8, "put(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const/4 v7, 0x5
    new-array v7, v7, [Lkotlin/Pair;
    move-object/from16 v20, v7
    const-string v10, "list_bookings"
    const-string v11, "The user's bookings with their status"
    const-string v12, "{\"type\":\"object\",\"additionalProperties\":false}"
    const-string v13, "bookings.read"
    const-string v14, "read"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0xe0
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "list_bookings"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x0
    aput-object v9, v20, v8
    .line 95
    const-string v10, "booking_status"
    const-string v11, "One booking: operator, date, seat, price and status"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"booking_ref\":{\"type\":\"string\"}},\"required\":[\"booking_ref\"],\"additionalProperties\":false}"
    const-string v13, "bookings.read"
    const-string v14, "read"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0xe0
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "booking_status"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x1
    aput-object v9, v20, v8
    .line 96
    const-string v10, "change_seat"
    const-string v11, "Moves a booking to another seat"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"booking_ref\":{\"type\":\"string\"},\"seat\":{\"type\":\"string\",\"pattern\":\"^[0-9]{1,3}[A-K]$\"}},\"required\":[\"booking_ref\",\"seat\"],\"additionalProperties\":false}"
    const-string v13, "bookings.write"
    const-string v14, "update"
    const-string v15, "moderate"
    const-string v16, "provider_policy"
    const/16 v17, 0x0
    const/16 v18, 0x80
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "change_seat"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x2
    aput-object v9, v20, v8
    .line 101
    const-string v10, "save_receipt"
    const-string v11, "Saves a booking's receipt as a text file in Brambleway's receipts folder"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"booking_ref\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_-]{1,44}\\\\.txt$\"}},\"required\":[\"booking_ref\",\"file_name\"],\"additionalProperties\":false}"
    const-string v13, "bookings.write"
    const-string v14, "create"
    const/4 v15, 0x0
    const/16 v16, 0x0
    const/16 v17, 0x0
    const/16 v18, 0xe0
    const/16 v19, 0x0
    invoke-static/range {v10 .. v19}, Lcom/brambleway/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "save_receipt"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x3
    aput-object v9, v20, v8
    .line 106
    const-string v10, "cancel_booking"
    const-string v11, "Cancels a booking; refunds follow the operator's terms"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"booking_ref\":{\"type\":\"string\"}},\"required\":[\"booking_ref\"],\"additionalProperties\":false}"
    const-string v13, "bookings.write"
    const-string v14, "delete"
    const-string v15, "high"
    const-string v16, "always"
    const/16 v17, 0x1
    invoke-static/range {v10 .. v17}, Lcom/brambleway/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "cancel_booking"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x4
    aput-object v9, v20, v8
    .line 93
    move-object/from16 v7, v20
    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v7
    .line 90
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.brambleway.bookings"
    const-string v2, "Brambleway Bookings"
    const-string v3, "Tickets and reservations attached to the user's trips"
    const-string v4, "bookings-4"
    invoke-direct/range {v0 .. v6}, Lcom/brambleway/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/Map;)V
    sput-object v0, Lcom/brambleway/Catalogs;->bookings:Lcom/brambleway/Catalog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 69
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final getBookings()Lcom/brambleway/Catalog;
    .registers 2
    .line 90
    sget-object v0, Lcom/brambleway/Catalogs;->bookings:Lcom/brambleway/Catalog;
    return-object v0
.end method

.method public final getTrips()Lcom/brambleway/Catalog;
    .registers 2
    .line 70
    sget-object v0, Lcom/brambleway/Catalogs;->trips:Lcom/brambleway/Catalog;
    return-object v0
.end method
