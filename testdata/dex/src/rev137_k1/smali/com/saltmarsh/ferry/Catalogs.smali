.class public final Lcom/saltmarsh/ferry/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"


# static fields
.field public static final INSTANCE:Lcom/saltmarsh/ferry/Catalogs;

.field private static final passes:Lcom/saltmarsh/ferry/Catalog;

.field private static final trips:Lcom/saltmarsh/ferry/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 11

    new-instance v0, Lcom/saltmarsh/ferry/Catalogs;

    invoke-direct {v0}, Lcom/saltmarsh/ferry/Catalogs;-><init>()V

    sput-object v0, Lcom/saltmarsh/ferry/Catalogs;->INSTANCE:Lcom/saltmarsh/ferry/Catalogs;

    .line 46
    new-instance v0, Lcom/saltmarsh/ferry/Catalog;

    .line 48
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    const-string v7, "trips.read"

    const-string v8, "See sailings and your bookings"

    const-string v9, "read"

    const-string v10, "personal"

    invoke-static {v7, v8, v9, v10}, Lcom/saltmarsh/ferry/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 49
    const-string v7, "trips.write"

    const-string v8, "Export your itinerary and seat preferences"

    const-string v9, "write"

    const-string v10, "personal"

    invoke-static {v7, v8, v9, v10}, Lcom/saltmarsh/ferry/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 50
    const-string v7, "bookings.pay"

    const-string v8, "Book and pay for seats with your saved card"

    const-string v9, "write"

    const-string v10, "financial"

    invoke-static {v7, v8, v9, v10}, Lcom/saltmarsh/ferry/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v8, "put(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    move-object v5, v6

    const-string v1, "com.saltmarsh.ferry.trips"

    const-string v2, "Saltmarsh Sailings"

    const-string v3, "Ferry timetables and the user\'s bookings with Saltmarsh Ferries"

    const-string v4, "trips-7"

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V

    sput-object v0, Lcom/saltmarsh/ferry/Catalogs;->trips:Lcom/saltmarsh/ferry/Catalog;

    .line 53
    new-instance v0, Lcom/saltmarsh/ferry/Catalog;

    .line 55
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    const-string v7, "passes.read"

    const-string v8, "See your passes and balances"

    const-string v9, "read"

    const-string v10, "financial"

    invoke-static {v7, v8, v9, v10}, Lcom/saltmarsh/ferry/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 56
    const-string v7, "passes.write"

    const-string v8, "Save pass cards and link vehicles"

    const-string v9, "write"

    const-string v10, "personal"

    invoke-static {v7, v8, v9, v10}, Lcom/saltmarsh/ferry/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 57
    const-string v7, "passes.pay"

    const-string v8, "Top up passes with your saved card"

    const-string v9, "write"

    const-string v10, "financial"

    invoke-static {v7, v8, v9, v10}, Lcom/saltmarsh/ferry/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v8, "put(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    move-object v5, v6

    const-string v1, "com.saltmarsh.ferry.passes"

    const-string v2, "Saltmarsh Passes"

    const-string v3, "The user\'s prepaid ferry passes"

    const-string v4, "passes-4"

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V

    sput-object v0, Lcom/saltmarsh/ferry/Catalogs;->passes:Lcom/saltmarsh/ferry/Catalog;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getPasses()Lcom/saltmarsh/ferry/Catalog;
    .registers 2

    .line 53
    sget-object v0, Lcom/saltmarsh/ferry/Catalogs;->passes:Lcom/saltmarsh/ferry/Catalog;

    return-object v0
.end method

.method public final getTrips()Lcom/saltmarsh/ferry/Catalog;
    .registers 2

    .line 46
    sget-object v0, Lcom/saltmarsh/ferry/Catalogs;->trips:Lcom/saltmarsh/ferry/Catalog;

    return-object v0
.end method
