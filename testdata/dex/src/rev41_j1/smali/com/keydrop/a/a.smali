.class public abstract Lcom/keydrop/a/a;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"


# static fields
.field static final a:[B


# instance fields
.field protected final b:Lcom/keydrop/a/f;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    const/16 v0, 0x8

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/keydrop/a/a;->a:[B

    return-void

    :array_0
    .array-data 1
        0x4bt
        0x44t
        0x72t
        0x6ft
        0x70t
        0x21t
        0xat
        0x19t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2

    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 16
    new-instance v0, Lcom/keydrop/a/f;

    invoke-direct {v0}, Lcom/keydrop/a/f;-><init>()V

    iput-object v0, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    return-void
.end method


# virtual methods
.method protected abstract a()Ljava/lang/String;
.end method

.method protected abstract a(Lcom/keydrop/a/b;)Landroid/os/Bundle;
.end method

.method protected a(I)Z
    .registers 5

    .line 67
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    sget-object v1, Lcom/keydrop/a/a;->a:[B

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result p1

    return p1
.end method

.method protected a(Landroid/os/Bundle;I)Z
    .registers 5

    .line 71
    const-string v0, "session_token"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 1003
    const/4 v0, 0x0

    if-nez p1, :cond_0

    return v0

    .line 1004
    :cond_0
    sget-object v1, Lcom/keydrop/a/e;->a:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/Integer;

    .line 1005
    if-eqz p1, :cond_1

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result p1

    if-ne p1, p2, :cond_1

    const/4 v0, 0x1

    :cond_1
    return v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 28
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 29
    invoke-virtual {p0, v0}, Lcom/keydrop/a/a;->a(I)Z

    move-result v2

    if-nez v2, :cond_admitted

    .line 30
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a KeyDrop partner"

    invoke-static {p1, p2}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 32
    :cond_admitted
    if-eqz p3, :cond_empty

    goto :goto_in

    :cond_empty
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 33
    :goto_in
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result p2

    sparse-switch p2, :sswitch_data_0

    goto/16 :default

    :sswitch_execute
    const-string p2, "execute_tool"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :default

    .line 40
    invoke-virtual {p0, p3, v0}, Lcom/keydrop/a/a;->a(Landroid/os/Bundle;I)Z

    move-result p2

    if-nez p2, :cond_exec_session

    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 41
    :cond_exec_session
    const-string p2, "deadline_at_ms"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long p2, v2, v4

    if-gtz p2, :cond_in_time

    .line 42
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 44
    :cond_in_time
    new-instance p2, Lcom/keydrop/a/c;

    invoke-direct {p2}, Lcom/keydrop/a/c;-><init>()V

    .line 45
    iput v0, p2, Lcom/keydrop/a/c;->a:I

    .line 46
    iput-object v1, p2, Lcom/keydrop/a/c;->b:Ljava/lang/String;

    .line 47
    const-string v0, "tool_name"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p2, Lcom/keydrop/a/c;->c:Ljava/lang/String;

    .line 48
    const-string v0, "args"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 59
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    if-eqz v0, :cond_no_args

    goto :goto_json

    :cond_no_args
    const-string v0, "{}"

    :goto_json
    invoke-direct {v1, v0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_args

    .line 61
    :catch_0
    const/4 v1, 0x0

    .line 48
    :goto_args
    iput-object v1, p2, Lcom/keydrop/a/c;->d:Lorg/json/JSONObject;

    .line 49
    const-string v0, "resume_token"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p2, Lcom/keydrop/a/c;->e:Ljava/lang/String;

    .line 50
    new-instance p1, Lcom/keydrop/a/b;

    invoke-direct {p1, p2}, Lcom/keydrop/a/b;-><init>(Lcom/keydrop/a/c;)V

    .line 51
    invoke-virtual {p0, p1}, Lcom/keydrop/a/a;->a(Lcom/keydrop/a/b;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_list
    const-string p2, "list_tools"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :default

    .line 37
    invoke-virtual {p0, p3, v0}, Lcom/keydrop/a/a;->a(Landroid/os/Bundle;I)Z

    move-result p2

    if-nez p2, :cond_list_session

    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 38
    :cond_list_session
    invoke-virtual {p0}, Lcom/keydrop/a/a;->a()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_negotiate
    const-string p2, "negotiate"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :default

    .line 1001
    invoke-static {}, Lcom/keydrop/a/i;->a()Ljava/lang/String;

    move-result-object p1

    .line 1002
    sget-object p2, Lcom/keydrop/a/e;->a:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-virtual {p2, p1, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 53
    :default
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "unknown method "

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string p2, "METHOD_NOT_FOUND"

    invoke-static {p2, p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_execute
        -0x4221f982 -> :sswitch_negotiate
        0x2a3a6efa -> :sswitch_list
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 4

    .line 95
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2

    .line 85
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 3

    .line 90
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .registers 2

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6

    .line 80
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 100
    const/4 p1, 0x0

    return p1
.end method
