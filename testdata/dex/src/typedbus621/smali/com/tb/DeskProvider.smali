.class public final Lcom/tb/DeskProvider;
.super Lcom/tb/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B
.field private static final VIEWS:Ljava/util/concurrent/atomic/AtomicLong;

# instance fields
.field private final bus:Lcom/tb/EventBus;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 18
    invoke-direct {v2}, Lcom/tb/Base;-><init>()V
    .line 21
    new-instance v1, Lcom/tb/EventBus;
    invoke-direct {v1}, Lcom/tb/EventBus;-><init>()V
    iput-object v1, v2, Lcom/tb/DeskProvider;->bus:Lcom/tb/EventBus;
    return-void
.end method

.method private static describe(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .line 40
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v3, v0
    .line 41
    const-string v1, "effect"
    invoke-virtual {v3, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 42
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object v2, v0
    .line 43
    const-string v1, "name"
    invoke-virtual {v2, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 44
    const-string v1, "annotations"
    invoke-virtual {v2, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 45
    return-object v2
.end method

.method public static synthetic lambda$onCreate$0(Lcom/tb/Events$DeviceShown;)V
    .registers 7
    .line 35
    const-string v0, "desk"
    iget-object v1, v6, Lcom/tb/Events$DeviceShown;->deviceId:Ljava/lang/String;
    sget-object v2, Lcom/tb/DeskProvider;->VIEWS:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v2}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "device "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " shown, "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, " so far"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 19
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/tb/DeskProvider;->ASSISTANT_CERT:[B
    .line 20
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V
    sput-object v0, Lcom/tb/DeskProvider;->VIEWS:Ljava/util/concurrent/atomic/AtomicLong;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 26
    iget-object v0, v3, Lcom/tb/DeskProvider;->bus:Lcom/tb/EventBus;
    const-class v1, Lcom/tb/Events$AlertsShown;
    new-instance v2, Lcom/tb/DeskProvider$1;
    invoke-direct {v2, v3}, Lcom/tb/DeskProvider$1;-><init>(Lcom/tb/DeskProvider;)V
    invoke-virtual {v0, v1, v2}, Lcom/tb/EventBus;->subscribe(Ljava/lang/Class;Lcom/tb/EventBus$Listener;)V
    .line 34
    iget-object v0, v3, Lcom/tb/DeskProvider;->bus:Lcom/tb/EventBus;
    const-class v1, Lcom/tb/Events$DeviceShown;
    sget-object v2, Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/tb/DeskProvider$$ExternalSyntheticLambda0;
    invoke-virtual {v0, v1, v2}, Lcom/tb/EventBus;->subscribe(Ljava/lang/Class;Lcom/tb/EventBus$Listener;)V
    .line 36
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 50
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 51
    invoke-virtual {v8}, Lcom/tb/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/tb/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-eqz v0, :L42
    if-eqz v11, :L42
    const-string v1, "session_token"
    .line 52
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L54
:L42
    .line 53
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    return-object v5
:L54
    .line 57
    const-string v0, "list_tools"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L113
    .line 58
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v6, v0
    .line 59
    const-string v1, "list_alerts"
    const-string v2, "read"
    invoke-static {v1, v2}, Lcom/tb/DeskProvider;->describe(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 60
    const-string v1, "get_device"
    const-string v2, "read"
    invoke-static {v1, v2}, Lcom/tb/DeskProvider;->describe(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 61
    const-string v1, "tools"
    invoke-virtual {v6}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
:L112
    return-object v5
:L113
    .line 67
    goto :L130
:L116
    .line 64
    move-exception v6
    .line 65
    const-string v1, "error_code"
    const-string v2, "INTERNAL"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 66
    return-object v5
:L130
    .line 68
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L274
    .line 69
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L164
    .line 70
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    return-object v5
:L164
    .line 73
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 74
    const-string v0, "list_alerts"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L223
    .line 75
    const-string v1, "room"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 76
    iget-object v0, v8, Lcom/tb/DeskProvider;->bus:Lcom/tb/EventBus;
    new-instance v1, Lcom/tb/Events$AlertsShown;
    invoke-direct {v1, v7}, Lcom/tb/Events$AlertsShown;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/tb/EventBus;->publish(Ljava/lang/Object;)V
    .line 77
    const-string v1, "result"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "alerts of "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 78
    return-object v5
:L223
    .line 80
    const-string v0, "get_device"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L274
    .line 81
    const-string v1, "device_id"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 82
    iget-object v0, v8, Lcom/tb/DeskProvider;->bus:Lcom/tb/EventBus;
    new-instance v1, Lcom/tb/Events$DeviceShown;
    invoke-direct {v1, v7}, Lcom/tb/Events$DeviceShown;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/tb/EventBus;->publish(Ljava/lang/Object;)V
    .line 83
    const-string v1, "result"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "device "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 84
    return-object v5
:L274
    .line 87
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 88
    return-object v5
    .catch Lorg/json/JSONException; {:L54 .. :L112} :L116
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 18
    invoke-super {v1, v2, v3, v4, v5}, Lcom/tb/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 18
    invoke-super {v1, v2, v3, v4}, Lcom/tb/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 18
    invoke-super {v1, v2, v3}, Lcom/tb/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 18
    invoke-super {v1, v2}, Lcom/tb/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 18
    invoke-super/range {v1 .. v6}, Lcom/tb/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

