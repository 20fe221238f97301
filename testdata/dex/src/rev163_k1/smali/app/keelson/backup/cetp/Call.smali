.class public final Lapp/keelson/backup/cetp/Call;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final caller:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final session:Lapp/keelson/backup/cetp/Session;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Session;Landroid/os/Bundle;)V
    .registers 7

    const-string v0, "caller"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/keelson/backup/cetp/Call;->uid:I

    iput-object p2, p0, Lapp/keelson/backup/cetp/Call;->caller:Ljava/lang/String;

    iput-object p3, p0, Lapp/keelson/backup/cetp/Call;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lapp/keelson/backup/cetp/Call;->session:Lapp/keelson/backup/cetp/Session;

    iput-object p5, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    invoke-direct/range {p0 .. p5}, Lapp/keelson/backup/cetp/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Lapp/keelson/backup/cetp/Session;Landroid/os/Bundle;)V

    return-void
.end method


# virtual methods
.method public final expired()Z
    .registers 5

    .line 55
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Call;->getDeadlineAtMs()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 4

    .line 51
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    move-object v2, v0

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v1, "getBytes(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/keelson/backup/cetp/ProtocolKt;->sha256([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getCaller-OPB7uT4()Ljava/lang/String;
    .registers 2

    .line 46
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->caller:Ljava/lang/String;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 5

    .line 49
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getDedupKey()Ljava/lang/String;
    .registers 6

    .line 53
    iget v0, p0, Lapp/keelson/backup/cetp/Call;->uid:I

    iget-object v1, p0, Lapp/keelson/backup/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 46
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 46
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 50
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 47
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken-8kaFpnU()Ljava/lang/String;
    .registers 5

    .line 52
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 132
    const/4 v3, 0x0

    .line 52
    invoke-static {v2}, Lapp/keelson/backup/cetp/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final getSession()Lapp/keelson/backup/cetp/Session;
    .registers 2

    .line 46
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->session:Lapp/keelson/backup/cetp/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3

    .line 48
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 46
    iget v0, p0, Lapp/keelson/backup/cetp/Call;->uid:I

    return v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "capability"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    iget-object v0, p0, Lapp/keelson/backup/cetp/Call;->session:Lapp/keelson/backup/cetp/Session;

    invoke-virtual {v0}, Lapp/keelson/backup/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
