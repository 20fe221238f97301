.class public final Lcom/example/r34k3/Signoffs;
.super Ljava/lang/Object;
.source "Signoffs.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSignoffs.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Signoffs.kt\ncom/example/r34k3/Signoffs\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,64:1\n1#2:65\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r34k3/Signoffs;

.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final random:Ljava/security/SecureRandom;

.field private static final sessions:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k3/Signoffs;
    invoke-direct {v0}, Lcom/example/r34k3/Signoffs;-><init>()V
    sput-object v0, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    .line 14
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r34k3/Signoffs;->random:Ljava/security/SecureRandom;
    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r34k3/Signoffs;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r34k3/Signoffs;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final randomHex(I)Ljava/lang/String;
    .registers 10
    .line 19
    new-array p1, p1, [B
    sget-object v0, Lcom/example/r34k3/Signoffs;->random:Ljava/security/SecureRandom;
    move-object v1, p1
    .local v1, "p0":[B
    const/4 v2, 0x0
    .line 65
    .local v2, "$i$a$-apply-Signoffs$randomHex$1":I
    .line 19
    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V
    .end local v1    # "p0":[B
    .end local v2    # "$i$a$-apply-Signoffs$randomHex$1":I
    move-object v1, p1
    const-string v0, ""
    move-object v2, v0
    check-cast v2, Ljava/lang/CharSequence;
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    new-instance v7, Lcom/example/r34k3/Signoffs$$ExternalSyntheticLambda0;
    invoke-direct {v7}, Lcom/example/r34k3/Signoffs$$ExternalSyntheticLambda0;-><init>()V
    const/16 v8, 0x1e
    const/4 v9, 0x0
    invoke-static/range {v1 .. v9}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public static final randomHex$lambda$0(B)Ljava/lang/CharSequence;
    .registers 4
    .line 19
    const/4 v0, 0x1
    new-array v1, v0, [Ljava/lang/Object;
    invoke-static {p0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object p0
    const/4 v2, 0x0
    aput-object p0, v1, v2
    invoke-static {v1, v0}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object p0
    const-string v0, "%02x"
    invoke-static {v0, p0}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    const-string v0, "format(...)"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p0, Ljava/lang/CharSequence;
    return-object p0
.end method

.method public final issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v0, "job"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v0
    const-string v1, "getBytes(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Ljava/util/UUID;->nameUUIDFromBytes([B)Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "toString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    sget-object v1, Lcom/example/r34k3/Signoffs;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    new-instance v2, Lcom/example/r34k3/Signoff;
    invoke-direct {v2, p1, p2}, Lcom/example/r34k3/Signoff;-><init>(ILjava/lang/String;)V
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 33
    return-object v0
.end method

.method public final lookup(Ljava/lang/String;)Lcom/example/r34k3/Signoff;
    .registers 3
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    sget-object v0, Lcom/example/r34k3/Signoffs;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r34k3/Signoff;
    return-object p1
.end method

.method public final secureToken(ILjava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "job"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    const/16 v0, 0x14
    invoke-direct {p0, v0}, Lcom/example/r34k3/Signoffs;->randomHex(I)Ljava/lang/String;
    move-result-object v0
    move-object v1, v0
    .local v1, "it":Ljava/lang/String;
    const/4 v2, 0x0
    .line 65
    .local v2, "$i$a$-also-Signoffs$secureToken$1":I
    .line 39
    sget-object v3, Lcom/example/r34k3/Signoffs;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v3, Ljava/util/Map;
    new-instance v4, Lcom/example/r34k3/Signoff;
    invoke-direct {v4, p1, p2}, Lcom/example/r34k3/Signoff;-><init>(ILjava/lang/String;)V
    invoke-interface {v3, v1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    nop
    .end local v1    # "it":Ljava/lang/String;
    .end local v2    # "$i$a$-also-Signoffs$secureToken$1":I
    return-object v0
.end method

.method public final session(I)Ljava/lang/String;
    .registers 5
    .line 22
    const/16 v0, 0x18
    invoke-direct {p0, v0}, Lcom/example/r34k3/Signoffs;->randomHex(I)Ljava/lang/String;
    move-result-object v0
    .line 23
    sget-object v1, Lcom/example/r34k3/Signoffs;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 24
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"provider_id\":\"com.example.r34k3\",\"session_token\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final sessionValid(Ljava/lang/String;I)Z
    .registers 5
    .line 27
    const/4 v0, 0x0
    if-eqz p1, :cond_ret
    sget-object v1, Lcom/example/r34k3/Signoffs;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_val
    goto :cond_ret
    :cond_val
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_ret
    const/4 v0, 0x1
    :cond_ret
    return v0
.end method

.method public final take(Ljava/lang/String;)Lcom/example/r34k3/Signoff;
    .registers 3
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    sget-object v0, Lcom/example/r34k3/Signoffs;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r34k3/Signoff;
    return-object p1
.end method
