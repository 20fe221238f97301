.class public final Lcom/larkbook/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field public static final TOKEN_FLAGS:I = 0xb
.field private static final secure:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    .line 21
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/larkbook/TokensKt;->secure:Ljava/security/SecureRandom;
    return-void
.end method

.method public static final secureBytes(I)[B
    .registers 5
    .line 23
    new-array v0, p0, [B
    sget-object v1, Lcom/larkbook/TokensKt;->secure:Ljava/security/SecureRandom;
    move-object v2, v0
    .line 27
    const/4 v3, 0x0
    .line 23
    invoke-virtual {v1, v2}, Ljava/security/SecureRandom;->nextBytes([B)V
    return-object v0
.end method

.method public static final secureToken(I)Ljava/lang/String;
    .registers 4
    .line 25
    invoke-static {p0}, Lcom/larkbook/TokensKt;->secureBytes(I)[B
    move-result-object v0
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
