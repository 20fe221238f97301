.class Lcom/shelfcity/tools/Registry$4;
.super Ljava/lang/Object;
.source "Registry.java"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/shelfcity/tools/Registry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 7

    .line 70
    invoke-static {p1}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT id FROM items ORDER BY added DESC LIMIT 20"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    invoke-static {v0}, Lcom/shelfcity/core/Replies;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
