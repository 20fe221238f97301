.class final Lcom/rc/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static fresh()Ljava/lang/String;
    .registers 3
    .line 14
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v2, v0
    .line 15
    sget-object v0, Lcom/rc/Tokens;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 16
    const/16 v1, 0xb
    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/rc/Tokens;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method

