.class public final Lcom/hearthly/SessionKeys;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthly/SessionKeys;
.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthly/SessionKeys;
    invoke-direct {v0}, Lcom/hearthly/SessionKeys;-><init>()V
    sput-object v0, Lcom/hearthly/SessionKeys;->INSTANCE:Lcom/hearthly/SessionKeys;
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/hearthly/SessionKeys;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final next()Ljava/lang/String;
    .registers 8
    .line 11
    const/16 v0, 0x20
    new-array v3, v0, [B
    sget-object v4, Lcom/hearthly/SessionKeys;->random:Ljava/security/SecureRandom;
    move-object v5, v3
    .line 36
    const/4 v6, 0x0
    .line 11
    invoke-virtual {v4, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    move-object v4, v3
    .line 36
    const/4 v5, 0x0
    .line 11
    const/16 v1, 0xb
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
