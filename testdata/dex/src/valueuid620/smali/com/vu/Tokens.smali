.class public final Lcom/vu/Tokens;
.super Ljava/lang/Object;
.source "ParkProvider.kt"

# static fields
.field public static final INSTANCE:Lcom/vu/Tokens;
.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 23
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final next$lambda$0(B)Ljava/lang/CharSequence;
    .registers 6
    .line 29
    const-string v4, "%02x"
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/Object;
    move-object v3, v0
    const/4 v1, 0x0
    invoke-static {v5}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v2
    aput-object v2, v3, v1
    array-length v2, v3
    invoke-static {v3, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v1
    invoke-static {v4, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "format(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/CharSequence;
    .line 29
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/vu/Tokens;
    invoke-direct {v0}, Lcom/vu/Tokens;-><init>()V
    sput-object v0, Lcom/vu/Tokens;->INSTANCE:Lcom/vu/Tokens;
    .line 24
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/vu/Tokens;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public final next()Ljava/lang/String;
    .registers 11
    .line 27
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v9, v0
    .line 28
    sget-object v0, Lcom/vu/Tokens;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 29
    const-string v1, ""
    check-cast v1, Ljava/lang/CharSequence;
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    sget-object v6, Lcom/vu/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/vu/Tokens$$ExternalSyntheticLambda0;
    const/16 v7, 0x1e
    const/4 v8, 0x0
    move-object v0, v9
    invoke-static/range {v0 .. v8}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

