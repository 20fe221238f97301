.class public Lcom/shelfcity/tools/StaffDeskTool;
.super Ljava/lang/Object;
.source "StaffDeskTool.java"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;


# static fields
.field static final STAFF_APP:Ljava/lang/String; = "com.shelfcity.staff"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 10

    .line 16
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    iget v1, p3, Lcom/shelfcity/core/CallerInfo;->uid:I

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 17
    if-eqz v0, :cond_refuse

    array-length v1, v0

    const/4 v2, 0x1

    if-eq v1, v2, :cond_loop_start

    .line 18
    :cond_refuse
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "shared or unknown caller"

    invoke-static {v1, v2}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 20
    :cond_loop_start
    array-length v1, v0

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, v1, :cond_loop_end

    aget-object v3, v0, v2

    .line 21
    const-string v4, "com.shelfcity.staff"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_next

    .line 22
    const-string v4, "PERMISSION_DENIED"

    const-string v5, "staff only"

    invoke-static {v4, v5}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 20
    :cond_next
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    .line 25
    :cond_loop_end
    invoke-static {p1}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT id FROM desk_queue"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    invoke-static {v1}, Lcom/shelfcity/core/Replies;->count(Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
