.class public Lcom/spokeshop/rentals/RentalProvider;
.super Landroid/content/ContentProvider;
.source "RentalProvider.java"


# static fields
.field static final SHOP_CERT:[B

.field static final TAG:Ljava/lang/String; = "SpokeShop"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"rentals-2\",\"tools\":[]}"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private final gson:Lcom/google/gson/Gson;

.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
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
.method static constructor <clinit>()V
    .registers 2

    .line 28
    const-string v0, "q2V5c3Bva2VzaG9wLXJlbGVhc2UtY2VydC1zaGEyNTY="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/spokeshop/rentals/RentalProvider;->SHOP_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 25
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 30
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/rentals/RentalProvider;->sessions:Ljava/util/Map;

    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/rentals/RentalProvider;->pending:Ljava/util/Map;

    .line 32
    new-instance v0, Lcom/google/gson/Gson;

    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V

    iput-object v0, p0, Lcom/spokeshop/rentals/RentalProvider;->gson:Lcom/google/gson/Gson;

    return-void
.end method

.method static synthetic lambda$history$4(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 142
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    .line 143
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v0, v2

    .line 142
    const-string v1, "SELECT id FROM rentals WHERE uid = ?"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v1, "rentals"

    invoke-static {v1, v0}, Lcom/spokeshop/core/Replies;->count(Ljava/lang/String;Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$rent$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 105
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const/4 v1, 0x1

    aput-object p2, v0, v1

    const-string v1, "INSERT INTO rentals(bike, renter) VALUES (?, ?)"

    invoke-virtual {p0, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    return-void
.end method

.method static synthetic lambda$returnBike$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 124
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string v1, "rentals"

    const-string v2, "bike = ?"

    invoke-virtual {p0, v1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    return-void
.end method

.method static synthetic lambda$searchBikes$2(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 133
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v0, v2

    const-string v1, "SELECT id, model FROM bikes WHERE model LIKE ?"

    invoke-virtual {p1, v1, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v1, "bikes"

    invoke-static {v1, v0}, Lcom/spokeshop/core/Replies;->count(Ljava/lang/String;Landroid/database/Cursor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$searchBikes$3(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 135
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v1, v0}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 57
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 58
    invoke-virtual {p0, v0}, Lcom/spokeshop/rentals/RentalProvider;->trusted(I)Z

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
    invoke-virtual {p0}, Lcom/spokeshop/rentals/RentalProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 62
    if-eqz p3, :cond_1

    move-object v2, p3

    goto :goto_0

    :cond_1
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 63
    :goto_0
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_2

    .line 64
    invoke-static {}, Lcom/spokeshop/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    .line 65
    iget-object v4, p0, Lcom/spokeshop/rentals/RentalProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 67
    const-string v5, "session_token"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    return-object v4

    .line 70
    :cond_2
    iget-object v3, p0, Lcom/spokeshop/rentals/RentalProvider;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 71
    if-eqz v3, :cond_3

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_4

    .line 72
    :cond_3
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 74
    :cond_4
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_5

    .line 75
    const-string v3, "{\"revision\":\"rentals-2\",\"tools\":[]}"

    invoke-static {v3}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 77
    :cond_5
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_6

    .line 78
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 80
    :cond_6
    invoke-static {v2}, Lcom/spokeshop/core/Replies;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_7

    .line 81
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 83
    :cond_7
    iget-object v3, p0, Lcom/spokeshop/rentals/RentalProvider;->gson:Lcom/google/gson/Gson;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-class v5, Lcom/spokeshop/rentals/RentalRequest;

    invoke-virtual {v3, v4, v5}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v3

    move-object v5, v3

    check-cast v5, Lcom/spokeshop/rentals/RentalRequest;

    .line 84
    move-object v3, p0

    const-string v4, "tool_name"

    const-string v6, ""

    invoke-virtual {v2, v4, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    move v6, v0

    move-object v7, v1

    const-string v8, "resume_token"

    invoke-virtual {v2, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-virtual/range {v3 .. v8}, Lcom/spokeshop/rentals/RentalProvider;->execute(Ljava/lang/String;Lcom/spokeshop/rentals/RentalRequest;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 165
    const/4 v0, 0x0

    return v0
.end method

.method execute(Ljava/lang/String;Lcom/spokeshop/rentals/RentalRequest;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 88
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/4 v1, -0x1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v0, "rent_bike"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v0, "return_bike"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x1

    goto :goto_0

    :sswitch_2
    const-string v0, "search_bikes"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x2

    goto :goto_0

    :sswitch_3
    const-string v0, "rental_history"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x3

    :goto_0
    packed-switch v1, :pswitch_data_0

    .line 98
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "unknown tool"

    invoke-static {v0, v1}, Lcom/spokeshop/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :pswitch_0
    invoke-virtual {p0}, Lcom/spokeshop/rentals/RentalProvider;->history()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 94
    :pswitch_1
    invoke-virtual {p0, p2}, Lcom/spokeshop/rentals/RentalProvider;->searchBikes(Lcom/spokeshop/rentals/RentalRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 92
    :pswitch_2
    invoke-virtual {p0, p2, p3, p5}, Lcom/spokeshop/rentals/RentalProvider;->returnBike(Lcom/spokeshop/rentals/RentalRequest;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :pswitch_3
    invoke-virtual {p0, p2, p4}, Lcom/spokeshop/rentals/RentalProvider;->rent(Lcom/spokeshop/rentals/RentalRequest;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x776762d9 -> :sswitch_0
        -0x589ea270 -> :sswitch_1
        0x1aa4435b -> :sswitch_2
        0x54eda479 -> :sswitch_3
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

    .line 155
    const/4 v0, 0x0

    return-object v0
.end method

.method history()Landroid/os/Bundle;
    .registers 4

    .line 141
    iget-object v0, p0, Lcom/spokeshop/rentals/RentalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 142
    new-instance v1, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, v0}, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda4;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    invoke-static {v1}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 144
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 145
    invoke-virtual {v1}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v1

    .line 142
    check-cast v1, Landroid/os/Bundle;

    return-object v1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 160
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 37
    invoke-virtual {p0}, Lcom/spokeshop/rentals/RentalProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "rentals.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/spokeshop/rentals/RentalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 38
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 150
    const/4 v0, 0x0

    return-object v0
.end method

.method rent(Lcom/spokeshop/rentals/RentalRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 103
    iget-object v0, p0, Lcom/spokeshop/rentals/RentalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 104
    iget-object v1, p1, Lcom/spokeshop/rentals/RentalRequest;->bikeId:Ljava/lang/String;

    .line 105
    new-instance v2, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, v0, v1, p2}, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda0;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v2}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v2

    .line 107
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v3

    invoke-virtual {v2, v3}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v2

    .line 108
    invoke-virtual {v2}, Lio/reactivex/rxjava3/core/Completable;->blockingAwait()V

    .line 109
    const-string v2, "{\"rented\":true}"

    invoke-static {v2}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method returnBike(Lcom/spokeshop/rentals/RentalRequest;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 10

    .line 113
    iget-object v0, p1, Lcom/spokeshop/rentals/RentalRequest;->bikeId:Ljava/lang/String;

    .line 114
    if-eqz p3, :cond_0

    iget-object v1, p0, Lcom/spokeshop/rentals/RentalProvider;->pending:Ljava/util/Map;

    invoke-interface {v1, p3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    .line 115
    :goto_0
    if-eqz v1, :cond_1

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    if-eq v2, p2, :cond_3

    .line 116
    :cond_1
    iget-boolean v2, p1, Lcom/spokeshop/rentals/RentalRequest;->confirmed:Z

    if-eqz v2, :cond_2

    .line 117
    const-string v2, "SpokeShop"

    const-string v3, "agent says confirmed; asking the rider anyway"

    invoke-static {v2, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 119
    :cond_2
    invoke-static {}, Lcom/spokeshop/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 120
    iget-object v3, p0, Lcom/spokeshop/rentals/RentalProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 121
    invoke-virtual {p0}, Lcom/spokeshop/rentals/RentalProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const-class v4, Lcom/spokeshop/ui/ReturnConfirmActivity;

    const-string v5, "bike_id"

    invoke-static {v3, v4, v5, v0}, Lcom/spokeshop/core/Screens;->confirm(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    invoke-static {v3, v2}, Lcom/spokeshop/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 123
    :cond_3
    iget-object v2, p0, Lcom/spokeshop/rentals/RentalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 124
    new-instance v3, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda1;

    invoke-direct {v3, v2, v0}, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    invoke-static {v3}, Lio/reactivex/rxjava3/core/Completable;->fromAction(Lio/reactivex/rxjava3/functions/Action;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v3

    .line 125
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v4

    invoke-virtual {v3, v4}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;

    move-result-object v3

    .line 126
    invoke-virtual {v3}, Lio/reactivex/rxjava3/core/Completable;->blockingAwait()V

    .line 127
    const-string v3, "{\"returned\":true}"

    invoke-static {v3}, Lcom/spokeshop/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method searchBikes(Lcom/spokeshop/rentals/RentalRequest;)Landroid/os/Bundle;
    .registers 5

    .line 131
    iget-object v0, p1, Lcom/spokeshop/rentals/RentalRequest;->text:Ljava/lang/String;

    .line 132
    iget-object v1, p0, Lcom/spokeshop/rentals/RentalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-static {v1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    new-instance v2, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, v0}, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V

    .line 133
    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    sget-object v2, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;

    .line 135
    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->onErrorReturn(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 136
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;

    move-result-object v1

    .line 137
    invoke-virtual {v1}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v1

    .line 132
    check-cast v1, Landroid/os/Bundle;

    return-object v1
.end method

.method trusted(I)Z
    .registers 10

    .line 42
    invoke-virtual {p0}, Lcom/spokeshop/rentals/RentalProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 43
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 44
    const/4 v2, 0x0

    if-eqz v1, :cond_0

    array-length v3, v1

    if-nez v3, :cond_1

    .line 45
    :cond_0
    return v2

    .line 47
    :cond_1
    array-length v3, v1

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_3

    aget-object v5, v1, v4

    .line 48
    sget-object v6, Lcom/spokeshop/rentals/RentalProvider;->SHOP_CERT:[B

    const/4 v7, 0x1

    invoke-virtual {v0, v5, v6, v7}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v6

    if-nez v6, :cond_2

    .line 49
    return v2

    .line 47
    :cond_2
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 52
    :cond_3
    const/4 v3, 0x1

    return v3
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 170
    const/4 v0, 0x0

    return v0
.end method
