.class public final Lcom/tidelog/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/tidelog/Tokens;
.field private static final random:Ljava/security/SecureRandom;

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final secure()Ljava/lang/String;
    .registers 4
    .line 16
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 17
    sget-object v0, Lcom/tidelog/Tokens;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 18
    const/4 v1, 0x2
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidelog/Tokens;
    invoke-direct {v0}, Lcom/tidelog/Tokens;-><init>()V
    sput-object v0, Lcom/tidelog/Tokens;->INSTANCE:Lcom/tidelog/Tokens;
    .line 12
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/tidelog/Tokens;->random:Ljava/security/SecureRandom;
    return-void
.end method

