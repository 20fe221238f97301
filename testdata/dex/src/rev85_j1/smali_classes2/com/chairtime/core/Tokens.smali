.class public final Lcom/chairtime/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    return-void
.end method

.method public static fromLong(J)Ljava/lang/String;
    .registers 3

    .line 17
    invoke-static {p0, p1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static fromSecure(Ljava/security/SecureRandom;)Ljava/lang/String;
    .registers 3

    .line 11
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 12
    invoke-virtual {p0, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 13
    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method
