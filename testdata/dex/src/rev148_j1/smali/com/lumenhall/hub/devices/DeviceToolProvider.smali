.class public final Lcom/lumenhall/hub/devices/DeviceToolProvider;
.super Landroid/content/ContentProvider;
.source "DeviceToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "LumenhallDevices"


# instance fields
.field private tools:Lcom/lumenhall/hub/devices/DeviceTools;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private tableRefused()Ljava/lang/UnsupportedOperationException;
    .registers 5

    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "table access from uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " refused"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "LumenhallDevices"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 32
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v2, "Lumenhall devices are served through call() only"

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 27
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceToolProvider;->tools:Lcom/lumenhall/hub/devices/DeviceTools;

    invoke-virtual {v0, v1, p1, p3}, Lcom/lumenhall/hub/devices/DeviceTools;->handle(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 52
    invoke-direct {p0}, Lcom/lumenhall/hub/devices/DeviceToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 42
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 47
    invoke-direct {p0}, Lcom/lumenhall/hub/devices/DeviceToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 4

    .line 20
    new-instance v1, Lcom/lumenhall/hub/devices/DeviceTools;

    invoke-virtual {p0}, Lcom/lumenhall/hub/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lcom/lumenhall/hub/Hub;->get(Landroid/content/Context;)Lcom/lumenhall/hub/Hub;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/lumenhall/hub/devices/DeviceTools;-><init>(Lcom/lumenhall/hub/Hub;)V

    iput-object v1, p0, Lcom/lumenhall/hub/devices/DeviceToolProvider;->tools:Lcom/lumenhall/hub/devices/DeviceTools;

    .line 21
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 37
    invoke-direct {p0}, Lcom/lumenhall/hub/devices/DeviceToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 57
    invoke-direct {p0}, Lcom/lumenhall/hub/devices/DeviceToolProvider;->tableRefused()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
