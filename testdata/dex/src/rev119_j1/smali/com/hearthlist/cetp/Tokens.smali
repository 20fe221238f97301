.class public final Lcom/hearthlist/cetp/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field public static final QUICK:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Ljava/util/Random;",
            ">;"
        }
    .end annotation
.end field

.field public static final STRONG:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Ljava/security/SecureRandom;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 9
    sget-object v0, Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda0;

    invoke-static {v0}, Ljava/lang/ThreadLocal;->withInitial(Ljava/util/function/Supplier;)Ljava/lang/ThreadLocal;

    move-result-object v0

    sput-object v0, Lcom/hearthlist/cetp/Tokens;->STRONG:Ljava/lang/ThreadLocal;

    .line 10
    sget-object v0, Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hearthlist/cetp/Tokens$$ExternalSyntheticLambda1;

    invoke-static {v0}, Ljava/lang/ThreadLocal;->withInitial(Ljava/util/function/Supplier;)Ljava/lang/ThreadLocal;

    move-result-object v0

    sput-object v0, Lcom/hearthlist/cetp/Tokens;->QUICK:Ljava/lang/ThreadLocal;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static mint(Ljava/lang/ThreadLocal;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/ThreadLocal<",
            "+",
            "Ljava/util/Random;",
            ">;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 16
    const/16 v1, 0x18

    new-array v0, v1, [B

    .line 17
    invoke-virtual {p0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/Random;

    invoke-virtual {v1, v0}, Ljava/util/Random;->nextBytes([B)V

    .line 18
    const/16 v2, 0xb

    invoke-static {v0, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method
