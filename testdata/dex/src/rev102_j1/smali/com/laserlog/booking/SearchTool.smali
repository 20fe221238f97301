.class final Lcom/laserlog/booking/SearchTool;
.super Lcom/laserlog/core/AbstractTool;
.source "SearchTool.java"


# direct methods
.method constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Lcom/laserlog/core/AbstractTool;-><init>()V

    return-void
.end method


# virtual methods
.method protected doRun(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8

    .line 16
    const-string v0, "machine"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "laser-1"

    invoke-static {v0, v1}, Lcom/laserlog/core/StringUtils;->defaultIfBlank(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 17
    invoke-static {p1}, Lcom/laserlog/core/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT id, slot FROM bookings WHERE machine = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v0, v3, v4

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 18
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I

    move-result v2

    .line 19
    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 20
    invoke-static {v2}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/laserlog/core/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method
