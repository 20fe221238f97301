.class public final Lcom/example/r35k3/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r35k3/TokensKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,34:1\n1#2:35\n*E\n"
.end annotation

.field private static final GUEST_RNG:Ljava/util/Random;

.field private static final SESSION_RNG:Ljava/util/Random;

.method static constructor <clinit>()V
    .registers 1
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    check-cast v0, Ljava/util/Random;
    sput-object v0, Lcom/example/r35k3/TokensKt;->SESSION_RNG:Ljava/util/Random;
    .line 12
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/example/r35k3/TokensKt;->GUEST_RNG:Ljava/util/Random;
    return-void
.end method

.method public static final getGUEST_RNG()Ljava/util/Random;
    .registers 1
    .line 12
    sget-object v0, Lcom/example/r35k3/TokensKt;->GUEST_RNG:Ljava/util/Random;
    return-object v0
.end method

.method public static final getSESSION_RNG()Ljava/util/Random;
    .registers 1
    .line 9
    sget-object v0, Lcom/example/r35k3/TokensKt;->SESSION_RNG:Ljava/util/Random;
    return-object v0
.end method

.method public static final newToken$lambda$1(B)Ljava/lang/CharSequence;
    .registers 4
    .line 14
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

.method public static final newToken(Ljava/util/Random;)Ljava/lang/String;
    .registers 10
    const-string v0, "source"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const/16 v0, 0x10
    new-array v1, v0, [B
    .line 35
    const/4 v0, 0x0
    .line 14
    invoke-virtual {p0, v1}, Ljava/util/Random;->nextBytes([B)V
    const-string p0, ""
    move-object v2, p0
    check-cast v2, Ljava/lang/CharSequence;
    new-instance v7, Lcom/example/r35k3/TokensKt$$ExternalSyntheticLambda0;
    invoke-direct {v7}, Lcom/example/r35k3/TokensKt$$ExternalSyntheticLambda0;-><init>()V
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/16 v8, 0x1e
    const/4 v9, 0x0
    invoke-static/range {v1 .. v9}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
