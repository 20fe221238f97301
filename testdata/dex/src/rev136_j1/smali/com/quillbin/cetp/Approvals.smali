.class public final Lcom/quillbin/cetp/Approvals;
.super Ljava/lang/Object;
.source "Approvals.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillbin/cetp/Approvals$Ticket;
    }
.end annotation


# static fields
.field public static final ALLOWED:I = 0x1

.field public static final INVALID:I = 0x3

.field public static final REFUSED:I = 0x2


# instance fields
.field private final dir:Ljava/io/File;


# direct methods
.method public constructor <init>(Ljava/io/File;)V
    .registers 2

    .line 66
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 67
    iput-object p1, p0, Lcom/quillbin/cetp/Approvals;->dir:Ljava/io/File;

    .line 68
    return-void
.end method

.method private fileOf(Ljava/lang/String;)Ljava/io/File;
    .registers 7

    .line 119
    iget-object v0, p0, Lcom/quillbin/cetp/Approvals;->dir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/quillbin/cetp/Approvals;->dir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_0

    .line 120
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "approvals folder missing"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 122
    :cond_0
    new-instance v0, Ljava/io/File;

    iget-object v1, p0, Lcom/quillbin/cetp/Approvals;->dir:Ljava/io/File;

    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v3}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    invoke-static {v2}, Lcom/quillbin/io/Streams;->sha256Hex([B)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ".json"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public declared-synchronized decide(Ljava/lang/String;Z)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 106
    :try_start_0
    invoke-direct {p0, p1}, Lcom/quillbin/cetp/Approvals;->fileOf(Ljava/lang/String;)Ljava/io/File;

    move-result-object v4

    .line 107
    invoke-virtual {v4}, Ljava/io/File;->isFile()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 108
    monitor-exit p0

    return-void

    .line 110
    :cond_0
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-static {v4}, Lcom/quillbin/io/Streams;->readText(Ljava/io/File;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v5, v0

    .line 111
    const-string v2, "state"

    const-string v3, "open"

    invoke-virtual {v5, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "open"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    if-nez v0, :cond_1

    .line 112
    monitor-exit p0

    return-void

    .line 114
    :cond_1
    move-object v0, v5

    :try_start_2
    const-string v1, "state"

    if-eqz p2, :cond_2

    const-string v2, "allowed"

    goto :goto_0

    :cond_2
    const-string v2, "refused"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 115
    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v4, v1}, Lcom/quillbin/io/Streams;->writeAtomically(Ljava/io/File;Ljava/lang/String;)V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 116
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public issue(Lcom/quillbin/cetp/Request;Ljava/lang/String;)Ljava/lang/String;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 72
    const/16 v0, 0x18

    invoke-static {v0}, Lcom/quillbin/cetp/SessionTable;->randomToken(I)Ljava/lang/String;

    move-result-object v6

    .line 73
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 74
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->uid()I

    move-result v2

    const-string v1, "uid"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->provider()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->tool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    invoke-virtual {p1}, Lcom/quillbin/cetp/Request;->argsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 79
    const-string v1, "summary"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x493e0

    add-long/2addr v2, v4

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 81
    const-string v1, "state"

    const-string v2, "open"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 82
    invoke-direct {p0, v6}, Lcom/quillbin/cetp/Approvals;->fileOf(Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quillbin/io/Streams;->writeAtomically(Ljava/io/File;Ljava/lang/String;)V

    .line 83
    return-object v6
.end method

.method public read(Ljava/lang/String;)Lcom/quillbin/cetp/Approvals$Ticket;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 88
    invoke-direct {p0, p1}, Lcom/quillbin/cetp/Approvals;->fileOf(Ljava/lang/String;)Ljava/io/File;

    move-result-object v3

    .line 89
    invoke-virtual {v3}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_0

    .line 90
    const/4 v0, 0x0

    return-object v0

    .line 92
    :cond_0
    new-instance v0, Lcom/quillbin/cetp/Approvals$Ticket;

    new-instance v1, Lorg/json/JSONObject;

    invoke-static {v3}, Lcom/quillbin/io/Streams;->readText(Ljava/io/File;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/quillbin/cetp/Approvals$Ticket;-><init>(Lorg/json/JSONObject;)V

    return-object v0
.end method

.method public declared-synchronized redeem(Ljava/lang/String;)Lcom/quillbin/cetp/Approvals$Ticket;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 97
    :try_start_0
    invoke-virtual {p0, p1}, Lcom/quillbin/cetp/Approvals;->read(Ljava/lang/String;)Lcom/quillbin/cetp/Approvals$Ticket;

    move-result-object v2

    .line 98
    if-eqz v2, :cond_0

    invoke-direct {p0, p1}, Lcom/quillbin/cetp/Approvals;->fileOf(Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    move-result v0

    if-nez v0, :cond_0

    .line 99
    new-instance v0, Ljava/io/IOException;

    const-string v1, "approval ticket not removed"

    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V

    throw v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 101
    :cond_0
    move-object v0, v2

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
