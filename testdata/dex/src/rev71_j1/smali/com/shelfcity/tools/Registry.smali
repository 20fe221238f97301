.class public final Lcom/shelfcity/tools/Registry;
.super Ljava/lang/Object;
.source "Registry.java"


# static fields
.field public static final REGISTRY:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/shelfcity/core/ToolHandler;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 17
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    .line 22
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "search_catalog"

    new-instance v2, Lcom/shelfcity/tools/SearchCatalogTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/SearchCatalogTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "branch_hours"

    sget-object v2, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;->INSTANCE:Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda0;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "item_details"

    new-instance v2, Lcom/shelfcity/tools/Registry$1;

    invoke-direct {v2}, Lcom/shelfcity/tools/Registry$1;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 32
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "my_loans"

    new-instance v2, Lcom/shelfcity/tools/MyLoansTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/MyLoansTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 33
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "my_holds"

    sget-object v2, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda1;->INSTANCE:Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda1;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "export_history"

    new-instance v2, Lcom/shelfcity/tools/ExportHistoryTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/ExportHistoryTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "export_receipts"

    new-instance v2, Lcom/shelfcity/tools/ExportReceiptsTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/ExportReceiptsTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "place_hold"

    new-instance v2, Lcom/shelfcity/tools/PlaceHoldTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/PlaceHoldTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "cancel_hold"

    new-instance v2, Lcom/shelfcity/tools/CancelHoldTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/CancelHoldTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "renew_loan"

    new-instance v2, Lcom/shelfcity/tools/RenewLoanTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/RenewLoanTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 40
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "update_contact"

    new-instance v2, Lcom/shelfcity/tools/UpdateContactTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/UpdateContactTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 41
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "interlibrary_request"

    new-instance v2, Lcom/shelfcity/tools/Registry$2;

    const-string v3, "interlibrary_request"

    invoke-direct {v2, v3}, Lcom/shelfcity/tools/Registry$2;-><init>(Ljava/lang/String;)V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "pay_fine"

    new-instance v2, Lcom/shelfcity/tools/PayFineTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/PayFineTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "replace_card"

    new-instance v2, Lcom/shelfcity/tools/ReplaceCardTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/ReplaceCardTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "reserve_study_room"

    new-instance v2, Lcom/shelfcity/tools/ReserveRoomTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/ReserveRoomTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "card_status"

    new-instance v2, Lcom/shelfcity/tools/CardStatusTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/CardStatusTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 53
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "staff_desk"

    new-instance v2, Lcom/shelfcity/tools/StaffDeskTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/StaffDeskTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "prefetch_covers"

    new-instance v2, Lcom/shelfcity/tools/CoverPrefetchTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/CoverPrefetchTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 55
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "warm_recommendations"

    new-instance v2, Lcom/shelfcity/tools/RecommendationsTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/RecommendationsTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 56
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "bulk_renew"

    new-instance v2, Lcom/shelfcity/tools/BulkRenewTool;

    invoke-direct {v2}, Lcom/shelfcity/tools/BulkRenewTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 57
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "refresh_catalog"

    new-instance v2, Lcom/shelfcity/tools/Registry$3;

    invoke-direct {v2}, Lcom/shelfcity/tools/Registry$3;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 65
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "branch_notices"

    sget-object v2, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda2;->INSTANCE:Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda2;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 67
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "new_arrivals"

    new-instance v2, Lcom/shelfcity/tools/Registry$4;

    invoke-direct {v2}, Lcom/shelfcity/tools/Registry$4;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 73
    sget-object v0, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v1, "popular_titles"

    sget-object v2, Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda3;->INSTANCE:Lcom/shelfcity/tools/Registry$$ExternalSyntheticLambda3;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 75
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static synthetic lambda$static$0(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 23
    const-string v0, "{\"open\":\"09:00\",\"close\":\"20:00\"}"

    invoke-static {v0}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$static$1(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 33
    invoke-static {p0}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT id FROM holds WHERE uid = ?"

    .line 34
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    iget v3, p2, Lcom/shelfcity/core/CallerInfo;->uid:I

    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    .line 33

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    invoke-static {v0}, Lcom/shelfcity/core/Replies;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$static$2(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 65
    invoke-static {p0}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT id, text FROM notices WHERE branch = ?"

    .line 66
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const-string v3, "branch"

    const-string v4, "central"

    invoke-virtual {p1, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    .line 65

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    invoke-static {v0}, Lcom/shelfcity/core/Replies;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$static$3(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 73
    invoke-static {p0}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT id FROM items ORDER BY loans DESC LIMIT 20"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    invoke-static {v0}, Lcom/shelfcity/core/Replies;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
