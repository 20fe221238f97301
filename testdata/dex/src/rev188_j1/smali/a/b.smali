.class public final La/b;
.super Ljava/lang/Object;
.source "b.java"


# instance fields
.field public final a:I

.field public final b:Ljava/lang/String;

.field public final c:I

.field public final d:Ljava/lang/String;

.field public final e:Ljava/lang/String;

.field public final f:J

.field public final g:Ljava/lang/String;

.field public final h:Ljava/lang/String;

.field public final i:Ljava/lang/String;

.field public final j:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 9

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput p1, p0, La/b;->a:I

    .line 22
    iput-object p2, p0, La/b;->b:Ljava/lang/String;

    .line 23
    move-object v0, p0

    if-nez p3, :cond_0

    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    goto :goto_0

    :cond_0
    move-object v1, p3

    :goto_0
    iput-object v1, v0, La/b;->j:Landroid/os/Bundle;

    .line 24
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "protocol_version"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v1

    iput v1, p0, La/b;->c:I

    .line 25
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "request_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, La/b;->d:Ljava/lang/String;

    .line 26
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, La/b;->e:Ljava/lang/String;

    .line 27
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v1

    iput-wide v1, p0, La/b;->f:J

    .line 28
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "tool_name"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, La/b;->g:Ljava/lang/String;

    .line 29
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, La/b;->h:Ljava/lang/String;

    .line 30
    iget-object v1, p0, La/b;->j:Landroid/os/Bundle;

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, La/b;->i:Ljava/lang/String;

    .line 31
    return-void
.end method


# virtual methods
.method public a()Z
    .registers 5

    .line 35
    iget v0, p0, La/b;->c:I

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    iget-object v0, p0, La/b;->d:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, La/b;->d:Ljava/lang/String;

    .line 36
    const-string v1, "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, La/b;->e:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, La/b;->e:Ljava/lang/String;

    .line 37
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    iget-wide v0, p0, La/b;->f:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 35
    :goto_0
    return v0
.end method

.method public b()Z
    .registers 5

    .line 42
    iget-wide v0, p0, La/b;->f:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public c()Z
    .registers 3

    .line 47
    iget-object v0, p0, La/b;->h:Ljava/lang/String;

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
