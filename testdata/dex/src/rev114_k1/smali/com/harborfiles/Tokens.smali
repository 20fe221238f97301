.class public final Lcom/harborfiles/Tokens;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field public static final INSTANCE:Lcom/harborfiles/Tokens;

.field private static final secure:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/harborfiles/Tokens;
    invoke-direct {v0}, Lcom/harborfiles/Tokens;-><init>()V
    sput-object v0, Lcom/harborfiles/Tokens;->INSTANCE:Lcom/harborfiles/Tokens;
    .line 12
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/harborfiles/Tokens;->secure:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final opaque()Ljava/lang/String;
    .registers 6

    .line 14
    const/16 v0, 0x18
    new-array v3, v0, [B
    move-object v4, v3
    sget-object v0, Lcom/harborfiles/Tokens;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    move-object v4, v3
    .line 15
    const/16 v1, 0xa
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 14
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    return-object v0
.end method
