.class public Lcom/pf/PfProvider;
.super Landroid/content/ContentProvider;
.source "PfProvider.java"

# static fields
.field static final SYNC_ERROR:Ljava/lang/String; = "sync.last_error"
.field static final IMPORT_ERROR:Ljava/lang/String; = "import.last_error"

# instance fields
.field private settings:Lcom/pf/Settings;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private sync()Landroid/os/Bundle;
    .registers 6
    .line 40
    iget-object v0, v5, Lcom/pf/PfProvider;->settings:Lcom/pf/Settings;
    const-string v1, "sync.last_error"
    invoke-virtual {v0, v1}, Lcom/pf/Settings;->lastFailure(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 41
    if-eqz v3, :L24
    .line 42
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "The last sync failed: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pf/PfProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L24
    .line 45
    invoke-direct {v5}, Lcom/pf/PfProvider;->pull()V
:L28
    .line 48
    goto :L45
:L31
    .line 46
    move-exception v4
    .line 47
    iget-object v0, v5, Lcom/pf/PfProvider;->settings:Lcom/pf/Settings;
    const-string v1, "sync.last_error"
    invoke-virtual {v4}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/pf/Settings;->recordFailure(Ljava/lang/String;Ljava/lang/String;)V
:L45
    .line 49
    invoke-static {}, Lcom/pf/PfProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L24 .. :L28} :L31
.end method

.method private importNotes()Landroid/os/Bundle;
    .registers 6
    .line 53
    iget-object v0, v5, Lcom/pf/PfProvider;->settings:Lcom/pf/Settings;
    const-string v1, "import.last_error"
    invoke-virtual {v0, v1}, Lcom/pf/Settings;->lastFailure(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 54
    if-eqz v3, :L24
    .line 55
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "The last import failed: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pf/PfProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L24
    .line 58
    invoke-direct {v5}, Lcom/pf/PfProvider;->pull()V
:L28
    .line 61
    goto :L43
:L31
    .line 59
    move-exception v4
    .line 60
    iget-object v0, v5, Lcom/pf/PfProvider;->settings:Lcom/pf/Settings;
    const-string v1, "import.last_error"
    const-string v2, "the notes file could not be read"
    invoke-virtual {v0, v1, v2}, Lcom/pf/Settings;->recordFailure(Ljava/lang/String;Ljava/lang/String;)V
:L43
    .line 62
    invoke-static {}, Lcom/pf/PfProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L24 .. :L28} :L31
.end method

.method private pull()V
    .registers 5
    .line 66
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-gez v0, :L18
    .line 67
    new-instance v0, Ljava/io/IOException;
    const-string v2, "unreachable"
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
:L18
    .line 69
    return-void
.end method

.method private static error(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 72
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 73
    const-string v1, "error_code"
    const-string v2, "UNAVAILABLE"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 74
    const-string v1, "error_message"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    return-object v3
.end method

.method private static ok()Landroid/os/Bundle;
    .registers 4
    .line 79
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 80
    const-string v1, "result"
    const-string v2, "{}"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 81
    return-object v3
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 20
    new-instance v1, Lcom/pf/Settings;
    invoke-virtual {v6}, Lcom/pf/PfProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-string v4, "pf_tools"
    const/4 v5, 0x0
    invoke-virtual {v3, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/pf/Settings;-><init>(Landroid/content/SharedPreferences;)V
    iput-object v1, v6, Lcom/pf/PfProvider;->settings:Lcom/pf/Settings;
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 26
    if-eqz v7, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 29
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 30
    const-string v1, "sync"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L55
    .line 31
    invoke-direct {v4}, Lcom/pf/PfProvider;->sync()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L55
    .line 33
    const-string v1, "import"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L70
    .line 34
    invoke-direct {v4}, Lcom/pf/PfProvider;->importNotes()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L70
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 86
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 96
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 101
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 106
    const/4 v0, 0x0
    return v0
.end method

