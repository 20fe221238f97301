.class final Lcom/example/tke/Tokens;
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

    sput-object v0, Lcom/example/tke/Tokens;->RNG:Ljava/security/SecureRandom;

    return-void
.end method

.method static next()Ljava/lang/String;
    .registers 3

    const/16 v0, 0x20

    .line 13
    new-array v0, v0, [B

    .line 14
    sget-object v1, Lcom/example/tke/Tokens;->RNG:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    const/16 v1, 0xb

    .line 15
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
