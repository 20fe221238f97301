.class Lcom/shelfcity/tools/Registry$1;
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

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 9

    .line 27
    invoke-static {p1}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT title, author FROM items WHERE barcode = ?"

    .line 28
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const-string v3, "barcode"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    .line 27

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 29
    invoke-static {v0}, Lcom/shelfcity/core/Replies;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
