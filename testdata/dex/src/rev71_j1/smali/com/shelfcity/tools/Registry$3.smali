.class Lcom/shelfcity/tools/Registry$3;
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

    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 10

    .line 60
    invoke-static {}, Lcom/shelfcity/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v0

    .line 61
    invoke-static {p1}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "INSERT INTO ops(id, uid) VALUES (?, ?)"

    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    aput-object v0, v3, v4

    iget v4, p3, Lcom/shelfcity/core/CallerInfo;->uid:I

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v5, 0x1

    aput-object v4, v3, v5

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 62
    invoke-static {v0}, Lcom/shelfcity/core/Replies;->accepted(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
