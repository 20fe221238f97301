.class public final Lcom/cinderbox/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field private static final SOURCE:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 8
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/cinderbox/core/Tokens;->SOURCE:Ljava/security/SecureRandom;

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
    .registers 3

    .line 14
    const/16 v1, 0x20

    new-array v0, v1, [B

    .line 15
    sget-object v1, Lcom/cinderbox/core/Tokens;->SOURCE:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 16
    const/16 v2, 0xb

    invoke-static {v0, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method
