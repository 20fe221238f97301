.class public final Lcom/berthbook/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field public static final INSTANCE:Lcom/berthbook/Tokens;
.field private static final rng:Ljava/security/SecureRandom;
.field private static final strong:Lcom/berthbook/Entropy;
.field private static final quick:Lcom/berthbook/Entropy;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final strong$lambda$0()J
    .registers 2
    .line 11
    sget-object v0, Lcom/berthbook/Tokens;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    return-wide v0
.end method

.method public static final quick$lambda$0()J
    .registers 4
    .line 12
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    const-wide v2, 0x5deece66dL
    xor-long v0, v0, v2
    return-wide v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/berthbook/Tokens;
    invoke-direct {v0}, Lcom/berthbook/Tokens;-><init>()V
    sput-object v0, Lcom/berthbook/Tokens;->INSTANCE:Lcom/berthbook/Tokens;
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/berthbook/Tokens;->rng:Ljava/security/SecureRandom;
    .line 11
    sget-object v0, Lcom/berthbook/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/berthbook/Tokens$$ExternalSyntheticLambda0;
    sput-object v0, Lcom/berthbook/Tokens;->strong:Lcom/berthbook/Entropy;
    .line 12
    sget-object v0, Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;->INSTANCE:Lcom/berthbook/Tokens$$ExternalSyntheticLambda1;
    sput-object v0, Lcom/berthbook/Tokens;->quick:Lcom/berthbook/Entropy;
    return-void
.end method


# virtual methods
.method public final getStrong()Lcom/berthbook/Entropy;
    .registers 2
    .line 11
    sget-object v0, Lcom/berthbook/Tokens;->strong:Lcom/berthbook/Entropy;
    return-object v0
.end method

.method public final getQuick()Lcom/berthbook/Entropy;
    .registers 2
    .line 12
    sget-object v0, Lcom/berthbook/Tokens;->quick:Lcom/berthbook/Entropy;
    return-object v0
.end method

