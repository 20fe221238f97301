.class public final Lcom/quirewell/cetp/TokenSources;
.super Ljava/lang/Object;
.source "TokenSources.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quirewell/cetp/TokenSources$TokenSource;
    }
.end annotation


# static fields
.field private static final FACTORIES:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Supplier<",
            "Lcom/quirewell/cetp/TokenSources$TokenSource;",
            ">;>;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 29
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/quirewell/cetp/TokenSources;->FACTORIES:Ljava/util/Map;

    .line 32
    sget-object v0, Lcom/quirewell/cetp/TokenSources;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/quirewell/cetp/TokenSources$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/quirewell/cetp/TokenSources$$ExternalSyntheticLambda0;-><init>()V

    const-string v1, "session"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 33
    sget-object v0, Lcom/quirewell/cetp/TokenSources;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/quirewell/cetp/TokenSources$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lcom/quirewell/cetp/TokenSources$$ExternalSyntheticLambda1;-><init>()V

    const-string v1, "ticket"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    sget-object v0, Lcom/quirewell/cetp/TokenSources;->FACTORIES:Ljava/util/Map;

    new-instance v2, Lcom/quirewell/cetp/TokenSources$$ExternalSyntheticLambda2;

    invoke-direct {v2}, Lcom/quirewell/cetp/TokenSources$$ExternalSyntheticLambda2;-><init>()V

    const-string v1, "short_ticket"

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

.method public static create(Ljava/lang/String;)Lcom/quirewell/cetp/TokenSources$TokenSource;
    .registers 5

    .line 42
    sget-object v0, Lcom/quirewell/cetp/TokenSources;->FACTORIES:Ljava/util/Map;

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

    const-string v2, "unknown token kind "

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

    check-cast v0, Lcom/quirewell/cetp/TokenSources$TokenSource;

    return-object v0
.end method

.method static synthetic lambda$static$0()Lcom/quirewell/cetp/TokenSources$TokenSource;
    .registers 3

    .line 32
    new-instance v0, Lcom/quirewell/cetp/TokenSources$TokenSource;

    new-instance v1, Ljava/security/SecureRandom;

    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V

    const/16 v2, 0x20

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/TokenSources$TokenSource;-><init>(Ljava/util/Random;I)V

    return-object v0
.end method

.method static synthetic lambda$static$1()Lcom/quirewell/cetp/TokenSources$TokenSource;
    .registers 3

    .line 33
    new-instance v0, Lcom/quirewell/cetp/TokenSources$TokenSource;

    new-instance v1, Ljava/security/SecureRandom;

    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V

    const/16 v2, 0x18

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/TokenSources$TokenSource;-><init>(Ljava/util/Random;I)V

    return-object v0
.end method

.method static synthetic lambda$static$2()Lcom/quirewell/cetp/TokenSources$TokenSource;
    .registers 3

    .line 35
    new-instance v0, Lcom/quirewell/cetp/TokenSources$TokenSource;

    new-instance v1, Ljava/util/Random;

    invoke-direct {v1}, Ljava/util/Random;-><init>()V

    const/4 v2, 0x6

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/TokenSources$TokenSource;-><init>(Ljava/util/Random;I)V

    return-object v0
.end method
