.class public Lcom/shelfcity/tools/ReserveRoomTool;
.super Ljava/lang/Object;
.source "ReserveRoomTool.java"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 19
    const-string v0, "room"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 20
    invoke-static {p3}, Lcom/shelfcity/core/ResumeTokens;->redeem(Lcom/shelfcity/core/CallerInfo;)Z

    move-result v1

    if-nez v1, :cond_resumed

    .line 21
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/shelfcity/ui/RoomConfirmActivity;

    invoke-direct {v1, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 22
    const-string v2, "room"

    invoke-virtual {v1, v2, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 23
    const/4 v2, 0x0

    const/high16 v3, 0xa000000

    invoke-static {p1, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    .line 24
    invoke-static {p3}, Lcom/shelfcity/core/ResumeTokens;->issue(Lcom/shelfcity/core/CallerInfo;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/shelfcity/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 26
    :cond_resumed
    invoke-static {p1}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object v0, v2, v3

    iget v3, p3, Lcom/shelfcity/core/CallerInfo;->uid:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    const-string v3, "INSERT INTO room_bookings(room, uid) VALUES (?, ?)"

    invoke-virtual {v1, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 27
    const-string v1, "{\"reserved\":true}"

    invoke-static {v1}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
