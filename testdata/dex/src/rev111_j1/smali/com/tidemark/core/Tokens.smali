.class public final Lcom/tidemark/core/Tokens;
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

    sput-object v0, Lcom/tidemark/core/Tokens;->RNG:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    return-void
.end method

.method public static fresh()Ljava/lang/String;
    .registers 2

    .line 14
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 15
    sget-object v1, Lcom/tidemark/core/Tokens;->RNG:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 16
    const/16 v1, 0xb

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method
