.class public final Lcom/example/r36j1/LockerToolProvider;
.super La/a/b/a;
.source "LockerToolProvider.java"


# instance fields
.field private final a:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "La/a/b/f;",
            ">;"
        }
    .end annotation
.end field

.field private final b:La/a/b/g;

.field private c:La/a/b/d;


# direct methods
.method public constructor <init>()V
    .locals 1

    .line 13
    invoke-direct {p0}, La/a/b/a;-><init>()V

    .line 16
    new-instance v0, La/a/b/g;

    invoke-direct {v0}, La/a/b/g;-><init>()V

    iput-object v0, p0, Lcom/example/r36j1/LockerToolProvider;->b:La/a/b/g;

    .line 17
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r36j1/LockerToolProvider;->a:Ljava/util/Map;

    return-void
.end method

.method public static synthetic b(Ljava/lang/String;)Z
    .locals 0

    .line 53
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result p0

    xor-int/lit8 p0, p0, 0x1

    return p0
.end method


# virtual methods
.method public final a()Ljava/lang/String;
    .locals 1

    .line 30
    const-string v0, "{\"revision\":\"lockers-7\",\"tools\":[\"find_lockers\",\"reserve_compartment\",\"open_compartment\",\"extend_pickup\"]}"

    return-object v0
.end method

.method public final a(ILjava/lang/String;Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5

    .line 35
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v0, "find_lockers"

    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    .line 51
    const-string p1, "sizes"

    const-string p2, "M"

    invoke-virtual {p3, p1, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string p2, ","

    invoke-virtual {p1, p2}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object p1

    new-instance p2, Lcom/example/r36j1/LockerToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {p2}, Lcom/example/r36j1/LockerToolProvider$$ExternalSyntheticLambda0;-><init>()V

    .line 52
    invoke-interface {p1, p2}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object p1

    new-instance p2, Lcom/example/r36j1/LockerToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {p2}, Lcom/example/r36j1/LockerToolProvider$$ExternalSyntheticLambda1;-><init>()V

    .line 53
    invoke-interface {p1, p2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object p1

    const-string p2, "\',\'"

    const-string p4, "size IN (\'"

    const-string v0, "\')"

    .line 54
    invoke-static {p2, p4, v0}, Ljava/util/stream/Collectors;->joining(Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/util/stream/Collector;

    move-result-object p2

    invoke-interface {p1, p2}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/String;

    .line 55
    iget-object p2, p0, Lcom/example/r36j1/LockerToolProvider;->c:La/a/b/d;

    new-instance p4, Ljava/lang/StringBuilder;

    invoke-direct {p4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {p4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, " AND postcode = ?"

    invoke-virtual {p4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const/4 p4, 0x1

    new-array p4, p4, [Ljava/lang/String;

    const-string v0, "postcode"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    const/4 v0, 0x0

    aput-object p3, p4, v0

    const-string p3, "lockers"

    invoke-virtual {p2, p3, p1, p4}, La/a/b/d;->a(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 37
    invoke-static {p1}, La/a/b/c;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_1
    const-string v0, "reserve_compartment"

    invoke-virtual {p2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    .line 59
    const-string p2, "locker_id"

    invoke-virtual {p3, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 60
    iget-object p4, p0, Lcom/example/r36j1/LockerToolProvider;->c:La/a/b/d;

    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    aput-object p2, v0, v1

    const-string v1, "size"

    const-string v2, "M"

    .line 61
    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    const/4 v1, 0x1

    aput-object p3, v0, v1

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    const/4 p3, 0x2

    aput-object p1, v0, p3

    .line 60
    const-string p1, "INSERT INTO reservations(locker_id, size, holder_uid) VALUES (?, ?, ?)"

    invoke-virtual {p4, p1, v0}, La/a/b/d;->b(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 62
    iget-object p1, p0, Lcom/example/r36j1/LockerToolProvider;->c:La/a/b/d;

    const-string p3, "reserve"

    invoke-static {p1, p3, p2}, La/a/b/e;->a(La/a/b/d;Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    const-string p1, "{\"reserved\":true}"

    invoke-static {p1}, La/a/b/c;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 41
    :goto_0
    iget-object v0, p0, Lcom/example/r36j1/LockerToolProvider;->a:Ljava/util/Map;

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, La/a/b/f;

    .line 42
    if-nez p2, :cond_0

    .line 43
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a/b/c;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 45
    :cond_0
    invoke-virtual {p2, p0, p1, p3, p4}, La/a/b/f;->a(Lcom/example/r36j1/LockerToolProvider;ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x5a60fc2b -> :sswitch_0
        0x5b21e94f -> :sswitch_1
    .end sparse-switch
.end method

.method public final a(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .locals 3

    .line 67
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r36j1/ParcelConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 68
    const-string v1, "headline"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 69
    const-string p1, "subject"

    invoke-virtual {v0, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 70
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result p2

    const/high16 v1, 0xc000000

    invoke-static {p1, p2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method

.method public final onCreate()Z
    .locals 6

    .line 22
    new-instance v0, La/a/b/d;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "lockers.db"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, La/a/b/d;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/example/r36j1/LockerToolProvider;->c:La/a/b/d;

    .line 23
    iget-object v0, p0, Lcom/example/r36j1/LockerToolProvider;->a:Ljava/util/Map;

    new-instance v1, La/a/b/f;

    iget-object v2, p0, Lcom/example/r36j1/LockerToolProvider;->c:La/a/b/d;

    iget-object v4, p0, Lcom/example/r36j1/LockerToolProvider;->b:La/a/b/g;

    invoke-direct {v1, v2, v4, v3}, La/a/b/f;-><init>(La/a/b/d;La/a/b/g;I)V

    const-string v5, "open_compartment"

    invoke-interface {v0, v5, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    iget-object v0, p0, Lcom/example/r36j1/LockerToolProvider;->a:Ljava/util/Map;

    new-instance v1, La/a/b/f;

    iget-object v2, p0, Lcom/example/r36j1/LockerToolProvider;->c:La/a/b/d;

    iget-object v4, p0, Lcom/example/r36j1/LockerToolProvider;->b:La/a/b/g;

    const/4 v5, 0x1

    invoke-direct {v1, v2, v4, v5}, La/a/b/f;-><init>(La/a/b/d;La/a/b/g;I)V

    const-string v2, "extend_pickup"

    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 25
    return v5
.end method
