.class public final Lcom/tidetable/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final Companion:Lcom/tidetable/Tokens$Companion;
.field private static final random:Ljava/security/SecureRandom;

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final secure()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/tidetable/Tokens;->Companion:Lcom/tidetable/Tokens$Companion;
    invoke-virtual {v0}, Lcom/tidetable/Tokens$Companion;->secure()Ljava/lang/String;
    move-result-object v0
    .line 16
    return-object v0
.end method

.method public static final tideStamp()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/tidetable/Tokens;->Companion:Lcom/tidetable/Tokens$Companion;
    invoke-virtual {v0}, Lcom/tidetable/Tokens$Companion;->tideStamp()Ljava/lang/String;
    move-result-object v0
    .line 19
    return-object v0
.end method

.method public static final synthetic access$getRandom$cp()Ljava/security/SecureRandom;
    .registers 1
    .line 7
    sget-object v0, Lcom/tidetable/Tokens;->random:Ljava/security/SecureRandom;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/tidetable/Tokens$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/tidetable/Tokens$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tidetable/Tokens;->Companion:Lcom/tidetable/Tokens$Companion;
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/tidetable/Tokens;->random:Ljava/security/SecureRandom;
    return-void
.end method

