.class public final Lnet/pantrybox/app/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lnet/pantrybox/app/core/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/pantrybox/app/core/Tokens;

    invoke-direct {v0}, Lnet/pantrybox/app/core/Tokens;-><init>()V

    sput-object v0, Lnet/pantrybox/app/core/Tokens;->INSTANCE:Lnet/pantrybox/app/core/Tokens;

    .line 6
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lnet/pantrybox/app/core/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final hex(I)Ljava/lang/String;
    .registers 4

    .line 11
    new-array v2, p0, [B

    .line 12
    sget-object v0, Lnet/pantrybox/app/core/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 13
    sget-object v0, Lnet/pantrybox/app/core/Tokens;->INSTANCE:Lnet/pantrybox/app/core/Tokens;

    invoke-direct {v0, v2}, Lnet/pantrybox/app/core/Tokens;->toHex([B)Ljava/lang/String;

    move-result-object v0

    mul-int/lit8 v1, p0, 0x2

    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final toHex([B)Ljava/lang/String;
    .registers 9

    .line 17
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    .line 18
    const/4 v4, 0x0

    array-length v5, p1

    :goto_0
    if-ge v4, v5, :cond_0

    aget-byte v6, p1, v4

    shr-int/lit8 v1, v6, 0x4

    and-int/lit8 v1, v1, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v1, v6, 0xf

    const/16 v2, 0x10

    invoke-static {v1, v2}, Ljava/lang/Character;->forDigit(II)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 19
    :cond_0
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
