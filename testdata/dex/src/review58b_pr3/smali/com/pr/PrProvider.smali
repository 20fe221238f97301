.class public Lcom/pr/PrProvider;
.super Landroid/content/ContentProvider;
.source "PrProvider.java"

# instance fields
.field private store:Lcom/pr/Store;
.field private one:Landroid/content/SharedPreferences;
.field private two:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private otherKey()Landroid/os/Bundle;
    .registers 6
    .line 45
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "b.err"
    invoke-virtual {v0, v1}, Lcom/pr/Store;->get(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 46
    if-eqz v3, :L24
    .line 47
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "other_key: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/PrProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L24
    .line 49
    invoke-direct {v5}, Lcom/pr/PrProvider;->pull()V
:L28
    goto :L56
:L31
    move-exception v4
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "a.err"
    invoke-virtual {v4}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/pr/Store;->put(Ljava/lang/String;Ljava/lang/String;)V
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "b.err"
    const-string v2, "fixed"
    invoke-virtual {v0, v1, v2}, Lcom/pr/Store;->put(Ljava/lang/String;Ljava/lang/String;)V
:L56
    .line 50
    invoke-static {}, Lcom/pr/PrProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L24 .. :L28} :L31
.end method

.method private crossFile()Landroid/os/Bundle;
    .registers 6
    .line 55
    iget-object v0, v5, Lcom/pr/PrProvider;->two:Landroid/content/SharedPreferences;
    const-string v1, "x.err"
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 56
    if-eqz v3, :L27
    .line 57
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "cross_file: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/PrProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L27
    .line 59
    invoke-direct {v5}, Lcom/pr/PrProvider;->pull()V
:L31
    goto :L60
:L34
    move-exception v4
    iget-object v0, v5, Lcom/pr/PrProvider;->one:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "x.err"
    invoke-virtual {v4}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
:L60
    .line 60
    invoke-static {}, Lcom/pr/PrProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L27 .. :L31} :L34
.end method

.method private cleared()Landroid/os/Bundle;
    .registers 6
    .line 65
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "c.err"
    invoke-virtual {v0, v1}, Lcom/pr/Store;->get(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 66
    if-eqz v3, :L33
    .line 67
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "c.err"
    invoke-virtual {v0, v1}, Lcom/pr/Store;->clear(Ljava/lang/String;)V
    .line 68
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "cleared: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/PrProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L33
    .line 70
    invoke-direct {v5}, Lcom/pr/PrProvider;->pull()V
:L37
    goto :L54
:L40
    move-exception v4
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "c.err"
    invoke-virtual {v4}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/pr/Store;->put(Ljava/lang/String;Ljava/lang/String;)V
:L54
    .line 71
    invoke-static {}, Lcom/pr/PrProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L33 .. :L37} :L40
.end method

.method private reqKey(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 76
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "d.err"
    invoke-virtual {v0, v1}, Lcom/pr/Store;->get(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 77
    if-eqz v3, :L24
    .line 78
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "req_key: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/PrProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L24
    .line 80
    invoke-direct {v5}, Lcom/pr/PrProvider;->pull()V
:L28
    goto :L43
:L31
    move-exception v4
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "z.err"
    const-string v2, "constant"
    invoke-virtual {v0, v1, v2}, Lcom/pr/Store;->put(Ljava/lang/String;Ljava/lang/String;)V
:L43
    .line 81
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "d.err"
    const-string v2, "none"
    invoke-virtual {v0, v1, v2}, Lcom/pr/Store;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 82
    invoke-static {}, Lcom/pr/PrProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L24 .. :L28} :L31
.end method

.method private deep()Landroid/os/Bundle;
    .registers 6
    .line 87
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "e.err"
    invoke-virtual {v0, v1}, Lcom/pr/Store;->get3(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 88
    if-eqz v3, :L24
    .line 89
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "deep: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/PrProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L24
    .line 91
    invoke-direct {v5}, Lcom/pr/PrProvider;->pull()V
:L28
    goto :L45
:L31
    move-exception v4
    iget-object v0, v5, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    const-string v1, "e.err"
    invoke-virtual {v4}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/pr/Store;->put2(Ljava/lang/String;Ljava/lang/String;)V
:L45
    .line 92
    invoke-static {}, Lcom/pr/PrProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L24 .. :L28} :L31
.end method

.method private nullWrite()Landroid/os/Bundle;
    .registers 7
    .line 97
    iget-object v0, v6, Lcom/pr/PrProvider;->one:Landroid/content/SharedPreferences;
    const-string v1, "f.err"
    const-string v2, "never failed"
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 98
    if-eqz v4, :L28
    .line 99
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "null_write: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/PrProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L28
    .line 101
    invoke-direct {v6}, Lcom/pr/PrProvider;->pull()V
:L32
    .line 106
    goto :L75
:L35
    .line 101
    move-exception v5
    .line 102
    iget-object v0, v6, Lcom/pr/PrProvider;->one:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v3
    .line 103
    const-string v1, "f.err"
    invoke-virtual {v5}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v3, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    .line 104
    const-string v1, "f.err"
    const/4 v2, 0x0
    invoke-interface {v3, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    .line 105
    invoke-interface {v3}, Landroid/content/SharedPreferences$Editor;->apply()V
:L75
    .line 107
    invoke-static {}, Lcom/pr/PrProvider;->ok()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/io/IOException; {:L28 .. :L32} :L35
.end method

.method private pull()V
    .registers 5
    .line 111
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-gez v0, :L18
    .line 112
    new-instance v0, Ljava/io/IOException;
    const-string v2, "unreachable"
    invoke-direct {v0, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
:L18
    .line 114
    return-void
.end method

.method private static error(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 117
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 118
    const-string v1, "error_code"
    const-string v2, "UNAVAILABLE"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 119
    const-string v1, "error_message"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 120
    return-object v3
.end method

.method private static ok()Landroid/os/Bundle;
    .registers 4
    .line 124
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 125
    const-string v1, "result"
    const-string v2, "{}"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 126
    return-object v3
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 20
    new-instance v1, Lcom/pr/Store;
    invoke-virtual {v6}, Lcom/pr/PrProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-string v4, "pr"
    const/4 v5, 0x0
    invoke-virtual {v3, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/pr/Store;-><init>(Landroid/content/SharedPreferences;)V
    iput-object v1, v6, Lcom/pr/PrProvider;->store:Lcom/pr/Store;
    .line 21
    invoke-virtual {v6}, Lcom/pr/PrProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "one"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    iput-object v1, v6, Lcom/pr/PrProvider;->one:Landroid/content/SharedPreferences;
    .line 22
    invoke-virtual {v6}, Lcom/pr/PrProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "two"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    iput-object v1, v6, Lcom/pr/PrProvider;->two:Landroid/content/SharedPreferences;
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 28
    if-eqz v9, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 31
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v9, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 32
    move-object v3, v5
    const/4 v4, -0x1
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_52
    goto :L181
:L104
    const-string v1, "other_key"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    const/4 v4, 0x0
    goto :L181
:L120
    const-string v1, "cross_file"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    const/4 v4, 0x1
    goto :L181
:L136
    const-string v1, "cleared"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    const/4 v4, 0x2
    goto :L181
:L152
    const-string v1, "deep"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    const/4 v4, 0x3
    goto :L181
:L168
    const-string v1, "null_write"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L181
    const/4 v4, 0x4
:L181
    packed-switch v4, :sw_183
    goto :L241
:L216
    .line 33
    invoke-direct {v6}, Lcom/pr/PrProvider;->otherKey()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L221
    .line 34
    invoke-direct {v6}, Lcom/pr/PrProvider;->crossFile()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L226
    .line 35
    invoke-direct {v6}, Lcom/pr/PrProvider;->cleared()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L231
    .line 37
    invoke-direct {v6}, Lcom/pr/PrProvider;->deep()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L236
    .line 38
    invoke-direct {v6}, Lcom/pr/PrProvider;->nullWrite()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L241
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:sw_52
    .sparse-switch
        -0x782c00d9 -> :L168
        -0x73f6bb50 -> :L104
        0x2efcec -> :L152
        0x16973e1b -> :L120
        0x331163ac -> :L136
    .end sparse-switch
:sw_183
    .packed-switch 0x0
        :L216
        :L221
        :L226
        :L231
        :L236
    .end packed-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 129
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 130
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 131
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 132
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 133
    const/4 v0, 0x0
    return v0
.end method

