.class public final Lcom/plotshare/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final Companion:Lcom/plotshare/Tokens$Companion;
.field private static final secure:Ljava/security/SecureRandom;
.field private static final quick:Ljava/util/Random;

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final strong()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v0}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v0
    .line 18
    return-object v0
.end method

.method public static final weak()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v0}, Lcom/plotshare/Tokens$Companion;->weak()Ljava/lang/String;
    move-result-object v0
    .line 21
    return-object v0
.end method

.method public static final synthetic access$getSecure$cp()Ljava/security/SecureRandom;
    .registers 1
    .line 8
    sget-object v0, Lcom/plotshare/Tokens;->secure:Ljava/security/SecureRandom;
    return-object v0
.end method

.method public static final synthetic access$getQuick$cp()Ljava/util/Random;
    .registers 1
    .line 8
    sget-object v0, Lcom/plotshare/Tokens;->quick:Ljava/util/Random;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/plotshare/Tokens$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/plotshare/Tokens$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/plotshare/Tokens;->secure:Ljava/security/SecureRandom;
    .line 11
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/plotshare/Tokens;->quick:Ljava/util/Random;
    return-void
.end method

