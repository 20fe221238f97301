.class public final Lapp/shoebox/core/Errors;
.super Ljava/lang/Object;
.source "Errors.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static chain(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 5

    .line 14
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    .line 15
    move-object v1, p0

    :goto_0
    if-eqz v1, :cond_0

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v2

    const/4 v3, 0x4

    if-ge v2, v3, :cond_0

    .line 16
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 15
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v1

    goto :goto_0

    .line 18
    :cond_0
    invoke-static {v0}, Lj$/util/Collection$-EL;->stream(Ljava/util/Collection;)Lj$/util/stream/Stream;

    move-result-object v1

    new-instance v2, Lapp/shoebox/core/Errors$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lapp/shoebox/core/Errors$$ExternalSyntheticLambda0;-><init>()V

    .line 19
    invoke-interface {v1, v2}, Lj$/util/stream/Stream;->map(Lj$/util/function/Function;)Lj$/util/stream/Stream;

    move-result-object v1

    new-instance v2, Lapp/shoebox/core/Errors$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lapp/shoebox/core/Errors$$ExternalSyntheticLambda1;-><init>()V

    .line 20
    invoke-interface {v1, v2}, Lj$/util/stream/Stream;->filter(Lj$/util/function/Predicate;)Lj$/util/stream/Stream;

    move-result-object v1

    .line 21
    const-string v2, ": "

    invoke-static {v2}, Lj$/util/stream/Collectors;->joining(Ljava/lang/CharSequence;)Lj$/util/stream/Collector;

    move-result-object v2

    invoke-interface {v1, v2}, Lj$/util/stream/Stream;->collect(Lj$/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    .line 18
    return-object v1
.end method

.method static synthetic lambda$chain$0(Ljava/lang/String;)Z
    .registers 2

    .line 20
    if-eqz p0, :cond_0

    invoke-static {p0}, Lapp/shoebox/core/Errors$$ExternalSyntheticBackport0;->m(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
