.class final Lcom/vv/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static mint()Ljava/lang/String;
    .registers 2
    .line 12
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v1, v0
    .line 13
    sget-object v0, Lcom/vv/Tokens;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    invoke-static {}, Ljava/util/Base64;->getUrlEncoder()Ljava/util/Base64$Encoder;
    move-result-object v0
    invoke-virtual {v0, v1}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 7
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/vv/Tokens;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method

