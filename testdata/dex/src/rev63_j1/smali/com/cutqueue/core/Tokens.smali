.class public final Lcom/cutqueue/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field private static final RNG:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/cutqueue/core/Tokens;->RNG:Ljava/security/SecureRandom;

    .line 11
    const-string v0, "cutq"

    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V

    .line 12
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    return-void
.end method

.method public static fresh()Ljava/lang/String;
    .registers 2

    .line 18
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 19
    sget-object v1, Lcom/cutqueue/core/Tokens;->RNG:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 20
    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method private static native nativeToken()Ljava/lang/String;
.end method

.method public static resume()Ljava/lang/String;
    .registers 1

    .line 24
    invoke-static {}, Lcom/cutqueue/core/Tokens;->nativeToken()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
