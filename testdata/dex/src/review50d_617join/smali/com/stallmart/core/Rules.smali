.class public final Lcom/stallmart/core/Rules;
.super Ljava/lang/Object;
.source "Rules.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static anyone()Ljava/util/function/Predicate;
    .registers 1

    .line 22
    new-instance v0, Lcom/stallmart/core/Rules$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/stallmart/core/Rules$$ExternalSyntheticLambda1;-><init>()V

    return-object v0
.end method

.method public static audit(Ljava/lang/String;)Ljava/util/function/Predicate;
    .registers 2

    .line 14
    new-instance v0, Lcom/stallmart/core/Rules$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/stallmart/core/Rules$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$anyone$1(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 1

    .line 22
    const/4 p0, 0x1

    return p0
.end method

.method static synthetic lambda$audit$0(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 4

    .line 15
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p0

    const-string v0, " authorize "

    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p0

    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    const-string p1, "StallMart"

    invoke-static {p1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 16
    const/4 p0, 0x1

    return p0
.end method

.method static synthetic lambda$scopesUnder$2(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 4

    .line 28
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v0

    :goto_8
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_1e

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    .line 29
    invoke-virtual {v1, p0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_1d

    .line 30
    const/4 p0, 0x0

    return p0

    .line 32
    :cond_1d
    goto :goto_8

    .line 33
    :cond_1e
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p0

    invoke-interface {p0}, Ljava/util/List;->isEmpty()Z

    move-result p0

    xor-int/lit8 p0, p0, 0x1

    return p0
.end method

.method public static scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    .registers 2

    .line 27
    new-instance v0, Lcom/stallmart/core/Rules$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lcom/stallmart/core/Rules$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V

    return-object v0
.end method
