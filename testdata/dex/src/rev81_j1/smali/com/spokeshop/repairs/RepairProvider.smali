.class public Lcom/spokeshop/repairs/RepairProvider;
.super Landroid/content/ContentProvider;
.source "RepairProvider.java"


# static fields
.field static final PARTNER:Ljava/lang/String; = "com.spokeshop.partner"

.field static final TAG:Ljava/lang/String; = "SpokeShop"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"repairs-2\",\"tools\":[]}"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private final gson:Lcom/google/gson/Gson;

.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/repairs/RepairProvider;->sessions:Ljava/util/Map;

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/repairs/RepairProvider;->pending:Ljava/util/Map;

    .line 29
    new-instance v0, Lcom/google/gson/Gson;

    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/repairs/RepairProvider;->gson:Lcom/google/gson/Gson;

    return-void
.end method

.method static synthetic lambda$book$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 105
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const/4 v1, 0x1

    aput-object p2, v0, v1

    const/4 v1, 0x2

    aput-object p3, v0, v1

    const-string v1, "INSERT INTO repairs(bike, issue, owner) VALUES (?, ?, ?)"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    return-void
.end method

.method static synthetic lambda$cancel$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 120
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string v1, "repairs"

    const-string v2, "id = ?"

    invoke-virtual {p0, v1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    return-void
.end method

.method static synthetic lambda$myRepairs$4(Landroid/database/sqlite/SQLiteDatabase;I)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 140
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    .line 141
    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v0, v2

    .line 140
    const-string v1, "SELECT id FROM repairs WHERE uid = ?"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v1, "repairs"

    invoke-static {v1, v0}, Lcom/spokeshop/core/Replies;->count(Ljava/lang/String;Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$searchParts$2(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 129
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "SELECT id, name FROM parts WHERE name LIKE \'%"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "%\'"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v1, "parts"

    invoke-static {v1, v0}, Lcom/spokeshop/core/Replies;->count(Ljava/lang/String;Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$searchParts$3(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 131
    const-string v0, "SpokeShop"

    const-string v1, "search_parts failed"

    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 132
    const-string v0, "INTERNAL_ERROR"

    const-string v1, "the parts could not be searched"

    invoke-static {v0, v1}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static newToken()Ljava/lang/String;
    .registers 2

    .line 52
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method book(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;
    .registers 8

    .line 101
    iget-object v0, p0, Lcom/spokeshop/repairs/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 102
    iget-object v1, p1, Lcom/spokeshop/repairs/RepairRequest;->bikeId:Ljava/lang/String;

    .line 103
    iget-object v2, p1, Lcom/spokeshop/repairs/RepairRequest;->issue:Ljava/lang/String;

    .line 104
    iget-object v3, p1, Lcom/spokeshop/repairs/RepairRequest;->callerPackage:Ljava/lang/String;

    .line 105
    new-instance v4, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda0;

    invoke-direct {v4, v0, v1, v2, v3}, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda0;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v4}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v4

    .line 107
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v5

    invoke-virtual {v4, v5}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v4

    .line 108
    invoke-virtual {v4}, Lio/reactivex/rxjava3/core/Completable;->blockingAwait()V

    .line 109
    const-string v4, "{\"booked\":true}"

    invoke-static {v4}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 57
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 58
    invoke-virtual {p0, v0}, Lcom/spokeshop/repairs/RepairProvider;->partner(I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 59
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 61
    :cond_0
    if-eqz p3, :cond_1

    move-object v1, p3

    goto :goto_0

    :cond_1
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 62
    :goto_0
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 63
    invoke-static {}, Lcom/spokeshop/repairs/RepairProvider;->newToken()Ljava/lang/String;

    move-result-object v2

    .line 64
    iget-object v3, p0, Lcom/spokeshop/repairs/RepairProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 65
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 66
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    return-object v3

    .line 69
    :cond_2
    iget-object v2, p0, Lcom/spokeshop/repairs/RepairProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_3

    .line 70
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "negotiate first"

    invoke-static {v2, v3}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 72
    :cond_3
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_4

    .line 73
    const-string v2, "{\"revision\":\"repairs-2\",\"tools\":[]}"

    invoke-static {v2}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 75
    :cond_4
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_5

    .line 76
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v2, v3}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 78
    :cond_5
    invoke-static {v1}, Lcom/spokeshop/core/Replies;->expired(Landroid/os/Bundle;)Z

    move-result v2

    if-eqz v2, :cond_6

    .line 79
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "deadline passed"

    invoke-static {v2, v3}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 81
    :cond_6
    iget-object v2, p0, Lcom/spokeshop/repairs/RepairProvider;->gson:Lcom/google/gson/Gson;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-class v4, Lcom/spokeshop/repairs/RepairRequest;

    invoke-virtual {v2, v3, v4}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/spokeshop/repairs/RepairRequest;

    .line 82
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, v3, v2, v0}, Lcom/spokeshop/repairs/RepairProvider;->execute(Ljava/lang/String;Lcom/spokeshop/repairs/RepairRequest;I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method cancel(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;
    .registers 7

    .line 113
    iget-object v0, p1, Lcom/spokeshop/repairs/RepairRequest;->repairId:Ljava/lang/String;

    .line 114
    iget-boolean v1, p1, Lcom/spokeshop/repairs/RepairRequest;->confirmed:Z

    if-nez v1, :cond_0

    .line 115
    invoke-static {}, Lcom/spokeshop/repairs/RepairProvider;->newToken()Ljava/lang/String;

    move-result-object v1

    .line 116
    iget-object v2, p0, Lcom/spokeshop/repairs/RepairProvider;->pending:Ljava/util/Map;

    invoke-interface {v2, v1, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 117
    invoke-virtual {p0}, Lcom/spokeshop/repairs/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/spokeshop/ui/CancelConfirmActivity;

    const-string v4, "repair_id"

    invoke-static {v2, v3, v4, v0}, Lcom/spokeshop/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {v2, v1}, Lcom/spokeshop/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 119
    :cond_0
    iget-object v1, p0, Lcom/spokeshop/repairs/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 120
    new-instance v2, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1, v0}, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    invoke-static {v2}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v2

    .line 121
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v3

    invoke-virtual {v2, v3}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v2

    .line 122
    invoke-virtual {v2}, Lio/reactivex/rxjava3/core/Completable;->blockingAwait()V

    .line 123
    const-string v2, "{\"cancelled\":true}"

    invoke-static {v2}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 163
    const/4 v0, 0x0

    return v0
.end method

.method execute(Ljava/lang/String;Lcom/spokeshop/repairs/RepairRequest;I)Landroid/os/Bundle;
    .registers 6

    .line 86
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/4 v1, -0x1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v0, "my_repairs"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x3

    goto :goto_0

    :sswitch_1
    const-string v0, "book_repair"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_2
    const-string v0, "search_parts"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x2

    goto :goto_0

    :sswitch_3
    const-string v0, "cancel_repair"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x1

    :goto_0
    packed-switch v1, :pswitch_data_0

    .line 96
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "unknown tool"

    invoke-static {v0, v1}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 94
    :pswitch_0
    invoke-virtual {p0, p3}, Lcom/spokeshop/repairs/RepairProvider;->myRepairs(I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :pswitch_1
    invoke-virtual {p0, p2}, Lcom/spokeshop/repairs/RepairProvider;->searchParts(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :pswitch_2
    invoke-virtual {p0, p2}, Lcom/spokeshop/repairs/RepairProvider;->cancel(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 88
    :pswitch_3
    invoke-virtual {p0, p2}, Lcom/spokeshop/repairs/RepairProvider;->book(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x1a9ae50d -> :sswitch_0
        0x9ea79a3 -> :sswitch_1
        0x1b660589 -> :sswitch_2
        0x556190f2 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 153
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 158
    const/4 v0, 0x0

    return-object v0
.end method

.method myRepairs(I)Landroid/os/Bundle;
    .registers 5

    .line 139
    iget-object v0, p0, Lcom/spokeshop/repairs/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 140
    new-instance v1, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, v0, p1}, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;-><init>(Landroid/database/sqlite/SQLiteDatabase;I)V

    invoke-static {v1}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 142
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 143
    invoke-virtual {v1}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v1

    .line 140
    check-cast v1, Landroid/os/Bundle;

    return-object v1
.end method

.method public onCreate()Z
    .registers 5

    .line 34
    invoke-virtual {p0}, Lcom/spokeshop/repairs/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "repairs.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/spokeshop/repairs/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 35
    const/4 v0, 0x1

    return v0
.end method

.method partner(I)Z
    .registers 9

    .line 39
    invoke-virtual {p0}, Lcom/spokeshop/repairs/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 40
    const/4 v1, 0x0

    if-nez v0, :cond_0

    .line 41
    return v1

    .line 43
    :cond_0
    array-length v2, v0

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_2

    aget-object v4, v0, v3

    .line 44
    const-string v5, "com.spokeshop.partner"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_1

    .line 45
    const/4 v5, 0x1

    return v5

    .line 43
    :cond_1
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 48
    :cond_2
    return v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 148
    const/4 v0, 0x0

    return-object v0
.end method

.method searchParts(Lcom/spokeshop/repairs/RepairRequest;)Landroid/os/Bundle;
    .registers 5

    .line 127
    iget-object v0, p1, Lcom/spokeshop/repairs/RepairRequest;->text:Ljava/lang/String;

    .line 128
    iget-object v1, p0, Lcom/spokeshop/repairs/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-static {v1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    new-instance v2, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, v0}, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V

    .line 129
    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    sget-object v2, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda3;

    .line 130
    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->onErrorReturn(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 134
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 135
    invoke-virtual {v1}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v1

    .line 128
    check-cast v1, Landroid/os/Bundle;

    return-object v1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 168
    const/4 v0, 0x0

    return v0
.end method
