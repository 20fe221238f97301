.class public final Lcom/spokeshare/Envelope$Companion;
.super Ljava/lang/Object;
.source "Protocol.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/spokeshare/Envelope$Companion;-><init>()V
    return-void
.end method

.method public static final sha256$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6
    .line 47
    const-string v3, "%02x"
    const/4 v0, 0x1
    new-array v4, v0, [Ljava/lang/Object;
    invoke-static {p0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    array-length v2, v4
    invoke-static {v4, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v3, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "format(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method


# virtual methods
.method public final read(Ljava/lang/String;Landroid/os/Bundle;)Lcom/spokeshare/Envelope;
    .registers 16
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    new-instance v0, Lcom/spokeshare/Envelope;
    .line 35
    move-object v2, p1
    move-object v3, p2
    if-eqz p2, :L25
    const-string v4, "protocol_version"
    const/4 v5, 0x1
    invoke-virtual {v3, v4, v5}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v3
    goto :L27
:L25
    const/4 v3, 0x1
:L27
    .line 36
    move-object v4, p2
    if-eqz p2, :L40
    const-string v5, "session_token"
    invoke-virtual {v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    goto :L42
:L40
    const/4 v4, 0x0
:L42
    .line 37
    move-object v5, p2
    if-eqz p2, :L55
    const-string v6, "request_id"
    invoke-virtual {v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    goto :L57
:L55
    const/4 v5, 0x0
:L57
    .line 38
    move-object v6, p2
    if-eqz p2, :L71
    const-string v7, "deadline_at_ms"
    const-wide/16 v8, 0x0
    invoke-virtual {v6, v7, v8, v9}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v6
    goto :L73
:L71
    const-wide/16 v6, 0x0
:L73
    .line 39
    move-object v8, p2
    if-eqz p2, :L86
    const-string v9, "tool_name"
    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    goto :L88
:L86
    const/4 v8, 0x0
:L88
    .line 40
    move-object v9, p2
    if-eqz p2, :L101
    const-string v10, "args"
    invoke-virtual {v9, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    goto :L103
:L101
    const/4 v9, 0x0
:L103
    .line 41
    move-object v10, p2
    if-eqz p2, :L116
    const-string v11, "resume_token"
    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    goto :L118
:L116
    const/4 v10, 0x0
:L118
    .line 42
    move-object v11, p2
    if-eqz p2, :L131
    const-string v12, "consumer_versions"
    invoke-virtual {v11, v12}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v11
    goto :L133
:L131
    const/4 v11, 0x0
:L133
    .line 33
    move-object v1, v2
    move v2, v3
    move-object v3, v4
    move-object v4, v5
    move-wide v5, v6
    move-object v7, v8
    move-object v8, v9
    move-object v9, v10
    move-object v10, v11
    invoke-direct/range {v0 .. v10}, Lcom/spokeshare/Envelope;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;[I)V
    .line 43
    return-object v0
.end method

.method public final sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 12
    const-string v1, "text"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    move-object v9, p1
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v0
    const-string v2, "digest(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, ""
    check-cast v1, Ljava/lang/CharSequence;
    sget-object v6, Lcom/spokeshare/Envelope$Companion$$ExternalSyntheticLambda0;->INSTANCE:Lcom/spokeshare/Envelope$Companion$$ExternalSyntheticLambda0;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/16 v7, 0x1e
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
