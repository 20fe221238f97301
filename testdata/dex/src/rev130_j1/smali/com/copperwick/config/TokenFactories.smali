.class public final Lcom/copperwick/config/TokenFactories;
.super Ljava/lang/Object;
.source "TokenFactories.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/copperwick/config/TokenFactories$Generator;
    }
.end annotation


# static fields
.field private static final FACTORIES:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Supplier<",
            "Lcom/copperwick/config/TokenFactories$Generator;",
            ">;>;"
        }
    .end annotation
.end field

.field public static final QUICK:Ljava/lang/String; = "quick"

.field public static final SECURE:Ljava/lang/String; = "secure"


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 30
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/copperwick/config/TokenFactories;->FACTORIES:Ljava/util/Map;

    .line 33
    sget-object v0, Lcom/copperwick/config/TokenFactories;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/copperwick/config/TokenFactories$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/copperwick/config/TokenFactories$$ExternalSyntheticLambda0;-><init>()V

    const-string v1, "secure"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    sget-object v0, Lcom/copperwick/config/TokenFactories;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/copperwick/config/TokenFactories$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lcom/copperwick/config/TokenFactories$$ExternalSyntheticLambda1;-><init>()V

    const-string v1, "quick"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    return-void
.end method

.method public static get(Ljava/lang/String;)Lcom/copperwick/config/TokenFactories$Generator;
    .registers 5

    .line 42
    sget-object v0, Lcom/copperwick/config/TokenFactories;->FACTORIES:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/function/Supplier;

    move-object v3, v0

    .line 43
    if-nez v3, :cond_0

    .line 44
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "no token factory "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 46
    :cond_0
    invoke-interface {v3}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/copperwick/config/TokenFactories$Generator;

    return-object v0
.end method

.method static synthetic lambda$static$0()Lcom/copperwick/config/TokenFactories$Generator;
    .registers 2

    .line 33
    new-instance v0, Lcom/copperwick/config/TokenFactories$Generator;

    new-instance v1, Ljava/security/SecureRandom;

    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V

    invoke-direct {v0, v1}, Lcom/copperwick/config/TokenFactories$Generator;-><init>(Ljava/util/Random;)V

    return-object v0
.end method

.method static synthetic lambda$static$1()Lcom/copperwick/config/TokenFactories$Generator;
    .registers 2

    .line 35
    new-instance v0, Lcom/copperwick/config/TokenFactories$Generator;

    new-instance v1, Ljava/util/Random;

    invoke-direct {v1}, Ljava/util/Random;-><init>()V

    invoke-direct {v0, v1}, Lcom/copperwick/config/TokenFactories$Generator;-><init>(Ljava/util/Random;)V

    return-object v0
.end method
