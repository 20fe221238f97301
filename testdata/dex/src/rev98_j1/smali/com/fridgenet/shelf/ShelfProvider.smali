.class public Lcom/fridgenet/shelf/ShelfProvider;
.super Landroid/content/ContentProvider;
.source "ShelfProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fridgenet/shelf/ShelfProvider$1;
    }
.end annotation


# static fields
.field static final NET_CERT:[B

.field static final TAG:Ljava/lang/String; = "FridgeShelf"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"shelf-1\",\"tools\":[]}"


# instance fields
.field inventory:Lcom/fridgenet/stock/IInventory;

.field private tokens:Lcom/fridgenet/core/TokenStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 30
    const-string v0, "Zk5ldC1yZWxlYXNlLWNlcnQtc2hhMjU2LWRpZ2VzdA=="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/fridgenet/shelf/ShelfProvider;->NET_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 64
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 65
    invoke-virtual {p0, v0}, Lcom/fridgenet/shelf/ShelfProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_negotiate

    .line 66
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 69
    :cond_negotiate
    :try_start_0
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_session

    .line 70
    invoke-static {}, Lcom/fridgenet/core/TokenStore;->fresh()Ljava/lang/String;

    move-result-object v1

    .line 71
    iget-object v2, p0, Lcom/fridgenet/shelf/ShelfProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    invoke-virtual {v2, v1, v0}, Lcom/fridgenet/core/TokenStore;->putSession(Ljava/lang/String;I)V

    .line 72
    const-string v2, "{\"selected_version\":2}"

    invoke-static {v2}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 73
    const-string v3, "session_token"

    invoke-virtual {v2, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    return-object v2

    .line 76
    :cond_session
    iget-object v1, p0, Lcom/fridgenet/shelf/ShelfProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, v0}, Lcom/fridgenet/core/TokenStore;->sessionOk(Ljava/lang/String;I)Z

    move-result v1

    if-nez v1, :cond_list

    .line 77
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "negotiate first"

    invoke-static {v1, v2}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 79
    :cond_list
    const-string v1, "list_tools"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_deadline

    .line 80
    const-string v1, "{\"revision\":\"shelf-1\",\"tools\":[]}"

    invoke-static {v1}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 82
    :cond_deadline
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long v5, v1, v3

    if-gtz v5, :cond_args

    .line 83
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "deadline passed"

    invoke-static {v1, v2}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 85
    :cond_args
    new-instance v1, Lorg/json/JSONObject;

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 86
    const-string v2, "tool_name"

    const-string v3, ""

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 87
    const-string v3, "stock_of"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_discard

    .line 88
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"qty\":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    iget-object v4, p0, Lcom/fridgenet/shelf/ShelfProvider;->inventory:Lcom/fridgenet/stock/IInventory;

    const-string v5, "item"

    invoke-virtual {v1, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-interface {v4, v5}, Lcom/fridgenet/stock/IInventory;->stock(Ljava/lang/String;)I

    move-result v4

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 90
    :cond_discard
    const-string v3, "discard_item"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_donate

    .line 91
    iget-object v3, p0, Lcom/fridgenet/shelf/ShelfProvider;->inventory:Lcom/fridgenet/stock/IInventory;

    const-string v4, "item"

    invoke-virtual {v1, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v5, "confirmed"

    invoke-virtual {v1, v5}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v5

    invoke-interface {v3, v4, v5}, Lcom/fridgenet/stock/IInventory;->discard(Ljava/lang/String;Z)Z

    move-result v3

    .line 92
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"discarded\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 94
    :cond_donate
    const-string v3, "donate_item"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_unknown

    .line 95
    const-string v3, "resume_token"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, v1, v3, v0}, Lcom/fridgenet/shelf/ShelfProvider;->donate(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 97
    :cond_unknown
    const-string v3, "TOOL_NOT_FOUND"

    const-string v4, "unknown tool"

    invoke-static {v3, v4}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v3

    .line 98
    :catch_0
    move-exception v1

    .line 99
    const-string v2, "FridgeShelf"

    const-string v3, "tool failed"

    invoke-static {v2, v3, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 100
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "the tool could not run"

    invoke-static {v2, v3}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method confirmScreen()Landroid/app/PendingIntent;
    .registers 5

    .line 121
    invoke-virtual {p0}, Lcom/fridgenet/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 122
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/fridgenet/ui/ConfirmActivity;

    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 123
    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 143
    const/4 v0, 0x0

    return v0
.end method

.method donate(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 105
    iget-object v0, p0, Lcom/fridgenet/shelf/ShelfProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    invoke-virtual {v0, p2, p3}, Lcom/fridgenet/core/TokenStore;->takeResume(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    .line 106
    if-nez v0, :cond_resumed

    .line 107
    const-string v1, "confirmed"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_ask

    .line 108
    const-string v1, "FridgeShelf"

    const-string v2, "confirmed flag ignored, asking the member"

    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 110
    :cond_ask
    invoke-static {}, Lcom/fridgenet/core/TokenStore;->fresh()Ljava/lang/String;

    move-result-object v1

    .line 111
    iget-object v2, p0, Lcom/fridgenet/shelf/ShelfProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    const-string v3, "item"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v1, p3, v3}, Lcom/fridgenet/core/TokenStore;->putResume(Ljava/lang/String;ILjava/lang/String;)V

    .line 112
    invoke-virtual {p0}, Lcom/fridgenet/shelf/ShelfProvider;->confirmScreen()Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {v2, v1}, Lcom/fridgenet/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 114
    :cond_resumed
    invoke-virtual {p0}, Lcom/fridgenet/shelf/ShelfProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v1

    const-string v2, "unknown"

    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    .line 115
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "donation by "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v3, "FridgeShelf"

    invoke-static {v3, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 116
    iget-object v2, p0, Lcom/fridgenet/shelf/ShelfProvider;->inventory:Lcom/fridgenet/stock/IInventory;

    const/4 v3, 0x1

    invoke-interface {v2, v0, v3}, Lcom/fridgenet/stock/IInventory;->discard(Ljava/lang/String;Z)Z

    move-result v2

    .line 117
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"donated\":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 133
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 138
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 37
    invoke-virtual {p0}, Lcom/fridgenet/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 38
    new-instance v1, Lcom/fridgenet/core/TokenStore;

    invoke-direct {v1, v0}, Lcom/fridgenet/core/TokenStore;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/fridgenet/shelf/ShelfProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    .line 39
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/fridgenet/stock/InventoryService;

    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    new-instance v2, Lcom/fridgenet/shelf/ShelfProvider$1;

    invoke-direct {v2, p0}, Lcom/fridgenet/shelf/ShelfProvider$1;-><init>(Lcom/fridgenet/shelf/ShelfProvider;)V

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->bindService(Landroid/content/Intent;Landroid/content/ServiceConnection;I)Z

    .line 50
    return v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 128
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 7

    .line 54
    invoke-virtual {p0}, Lcom/fridgenet/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 55
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 56
    const/4 v2, 0x1

    if-eqz v1, :cond_refuse

    array-length v3, v1

    if-eq v3, v2, :cond_cert

    .line 57
    :cond_refuse
    const/4 v3, 0x0

    return v3

    .line 59
    :cond_cert
    sget-object v3, Lcom/fridgenet/shelf/ShelfProvider;->NET_CERT:[B

    invoke-virtual {v0, p1, v3, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v3

    return v3
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 148
    const/4 v0, 0x0

    return v0
.end method
