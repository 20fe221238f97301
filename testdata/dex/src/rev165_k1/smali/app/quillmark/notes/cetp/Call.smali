.class public final Lapp/quillmark/notes/cetp/Call;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final caller:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final requestId$delegate:Lkotlin/Lazy;

.field private final session:Lapp/quillmark/notes/cetp/Session;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Lapp/quillmark/notes/cetp/Session;Landroid/os/Bundle;)V
    .registers 7

    const-string v0, "caller"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 108
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/quillmark/notes/cetp/Call;->uid:I

    iput-object p2, p0, Lapp/quillmark/notes/cetp/Call;->caller:Ljava/lang/String;

    iput-object p3, p0, Lapp/quillmark/notes/cetp/Call;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lapp/quillmark/notes/cetp/Call;->session:Lapp/quillmark/notes/cetp/Session;

    iput-object p5, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

    .line 109
    new-instance v0, Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda0;-><init>(Lapp/quillmark/notes/cetp/Call;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quillmark/notes/cetp/Call;->requestId$delegate:Lkotlin/Lazy;

    .line 114
    new-instance v0, Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lapp/quillmark/notes/cetp/Call$$ExternalSyntheticLambda1;-><init>(Lapp/quillmark/notes/cetp/Call;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/quillmark/notes/cetp/Call;->argsDigest$delegate:Lkotlin/Lazy;

    .line 108
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lapp/quillmark/notes/cetp/Call;)Ljava/lang/String;
    .registers 4

    .line 114
    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v2

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v1, "getBytes(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/quillmark/notes/cetp/TokensKt;->sha256([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final requestId_delegate$lambda$0(Lapp/quillmark/notes/cetp/Call;)Ljava/lang/String;
    .registers 3

    .line 109
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method


# virtual methods
.method public final expired()Z
    .registers 7

    .line 120
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-object v2, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

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
    .registers 3

    .line 114
    iget-object v1, p0, Lapp/quillmark/notes/cetp/Call;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller()Ljava/lang/String;
    .registers 2

    .line 108
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->caller:Ljava/lang/String;

    return-object v0
.end method

.method public final getDedupKey()Ljava/lang/String;
    .registers 6

    .line 116
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    move-object v3, v2

    const/4 v4, 0x0

    .line 117
    iget v1, p0, Lapp/quillmark/notes/cetp/Call;->uid:I

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2f

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p0, Lapp/quillmark/notes/cetp/Call;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2f

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p0}, Lapp/quillmark/notes/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 116
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 118
    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 3

    .line 113
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 108
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 111
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 109
    iget-object v1, p0, Lapp/quillmark/notes/cetp/Call;->requestId$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 112
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSession()Lapp/quillmark/notes/cetp/Session;
    .registers 2

    .line 108
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->session:Lapp/quillmark/notes/cetp/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3

    .line 110
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->extras:Landroid/os/Bundle;

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

    .line 108
    iget v0, p0, Lapp/quillmark/notes/cetp/Call;->uid:I

    return v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "capability"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 122
    iget-object v0, p0, Lapp/quillmark/notes/cetp/Call;->session:Lapp/quillmark/notes/cetp/Session;

    invoke-virtual {v0}, Lapp/quillmark/notes/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
