.class public final Lcom/fernhill/stockroom/reports/ListReportsTool;
.super Lcom/fernhill/stockroom/core/Tool;
.source "ListReportsTool.java"


# static fields
.field private static final SPEC:Lcom/fernhill/stockroom/core/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 11
    const-string v0, "list_reports"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/ToolSpec;->named(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 12
    const-string v1, "List reports"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 13
    const-string v1, "Lists the reports this app has built and not archived, newest first."

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 14
    const-string v1, "reports.read"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 15
    const-string v1, "{\"type\":\"object\",\"properties\":{\"reports\":{\"type\":\"array\"}},\"required\":[\"reports\"]}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 16
    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->build()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/reports/ListReportsTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    .line 11
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method protected run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 30
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolContext;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "kind"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "created_at"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget v7, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    .line 31
    invoke-static {v7}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 30
    const-string v1, "reports"

    const-string v3, "owner_uid = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at DESC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 33
    new-instance v9, Lorg/json/JSONArray;

    invoke-direct {v9}, Lorg/json/JSONArray;-><init>()V

    .line 35
    :goto_0
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 36
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v10, v0

    .line 37
    const/4 v3, 0x0

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "report_id"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 38
    const/4 v3, 0x1

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "kind"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 39
    const/4 v3, 0x2

    invoke-interface {v8, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v1, "created_at"

    invoke-virtual {v10, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 40
    invoke-virtual {v9, v10}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 41
    goto :goto_0

    .line 43
    :cond_0
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 44
    goto :goto_1

    :catchall_0
    move-exception v11

    .line 43
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 44
    throw v11

    .line 45
    :goto_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "reports"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->ok(Ljava/lang/Object;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/fernhill/stockroom/core/ToolSpec;
    .registers 2

    .line 20
    sget-object v0, Lcom/fernhill/stockroom/reports/ListReportsTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    return-object v0
.end method

.method public validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 3

    .line 25
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "takes no arguments"

    :goto_0
    return-object v0
.end method
