.class public final Lcom/example/r35j2/KioskToolProvider;
.super Landroid/content/ContentProvider;
.source "KioskToolProvider.java"


# static fields
.field private static final a:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private b:La/a/b/a;


# direct methods
.method static constructor <clinit>()V
    .locals 4

    .line 18
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.example.r35j2.frontdesk"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.hotdesk.lobby"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    .line 19
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/example/r35j2/KioskToolProvider;->a:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .locals 0

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7

    .line 49
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 50
    const/4 v1, 0x0

    if-eqz v0, :cond_1

    array-length v2, v0

    if-nez v2, :cond_0

    goto :goto_0

    :cond_0
    aget-object v0, v0, v1

    goto :goto_1

    :cond_1
    :goto_0
    const/4 v0, 0x0

    .line 33
    :goto_1
    if-eqz v0, :cond_2

    sget-object v2, Lcom/example/r35j2/KioskToolProvider;->a:Ljava/util/Set;

    invoke-interface {v2, v0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_3

    .line 34
    :cond_2
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "front desk apps only"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 36
    :cond_3
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto/16 :goto_2

    :sswitch_0
    const-string v2, "execute_tool"

    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_2

    .line 42
    const-string p1, "tool_name"

    const-string p2, ""

    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string p2, "args"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 55
    :try_start_0
    new-instance p3, Lorg/json/JSONObject;

    if-nez p2, :cond_4

    const-string p2, "{}"

    :cond_4
    invoke-direct {p3, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_3

    .line 57
    :catch_0
    new-instance p3, Lorg/json/JSONObject;

    invoke-direct {p3}, Lorg/json/JSONObject;-><init>()V

    .line 62
    :goto_3
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result p2

    sparse-switch p2, :sswitch_data_1

    goto/16 :goto_4

    :sswitch_1
    const-string p2, "guest_wifi"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_4

    .line 64
    iget-object p1, p0, Lcom/example/r35j2/KioskToolProvider;->b:La/a/b/a;

    new-array p2, v1, [Ljava/lang/String;

    const-string p3, "SELECT ssid, code, valid_until FROM wifi_codes WHERE day = date(\'now\')"

    invoke-virtual {p1, p3, p2}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_2
    const-string p2, "open_locker"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_4

    .line 70
    iget-object p1, p0, Lcom/example/r35j2/KioskToolProvider;->b:La/a/b/a;

    const/4 p2, 0x2

    new-array p2, p2, [Ljava/lang/Object;

    aput-object v0, p2, v1

    .line 71
    const-string v0, "locker"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result p3

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    const/4 v0, 0x1

    aput-object p3, p2, v0

    .line 70
    const-string p3, "UPDATE lockers SET open_until = strftime(\'%s\',\'now\') + 60, opened_by = ? WHERE locker = ?"

    invoke-virtual {p1, p3, p2}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 72
    const-string p1, "{\"opened\":true}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_3
    const-string p2, "print_badge"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_4

    .line 66
    iget-object p1, p0, Lcom/example/r35j2/KioskToolProvider;->b:La/a/b/a;

    const/4 p2, 0x3

    new-array p2, p2, [Ljava/lang/Object;

    .line 67
    const-string v2, "guest_name"

    invoke-virtual {p3, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    aput-object v2, p2, v1

    const-string v1, "host"

    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    const/4 v1, 0x1

    aput-object p3, p2, v1

    const/4 p3, 0x2

    aput-object v0, p2, p3

    .line 66
    const-string p3, "INSERT INTO badge_jobs(guest, host, printed_by) VALUES (?, ?, ?)"

    invoke-virtual {p1, p3, p2}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 68
    const-string p1, "{\"queued\":true}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 74
    :goto_4
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_4
    const-string v2, "negotiate"

    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_2

    .line 38
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p2, "{\"selected_version\":2,\"session_token\":\""

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object p2

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string p2, "\"}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_5
    const-string v2, "list_tools"

    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_2

    .line 40
    const-string p1, "{\"revision\":\"kiosk-2\",\"tools\":[\"guest_wifi\",\"print_badge\",\"open_locker\"]}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 44
    :goto_2
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_0
        -0x4221f982 -> :sswitch_4
        0x2a3a6efa -> :sswitch_5
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        -0x6884dee4 -> :sswitch_1
        -0xeedbd53 -> :sswitch_2
        -0x68c46f -> :sswitch_3
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 95
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 85
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 90
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 4

    .line 26
    new-instance v0, La/a/b/a;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "kiosk.db"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, La/a/b/a;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/example/r35j2/KioskToolProvider;->b:La/a/b/a;

    .line 27
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 80
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 100
    const/4 p1, 0x0

    return p1
.end method
