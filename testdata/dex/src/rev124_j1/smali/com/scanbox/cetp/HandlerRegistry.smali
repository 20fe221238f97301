.class public final Lcom/scanbox/cetp/HandlerRegistry;
.super Ljava/lang/Object;
.source "HandlerRegistry.java"


# static fields
.field private static final BUILT_IN:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Lcom/scanbox/cetp/Handler<",
            "*>;>;>;"
        }
    .end annotation
.end field

.field private static final TAG:Ljava/lang/String; = "ScanboxTools"


# instance fields
.field private final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/scanbox/cetp/Handler<",
            "*>;>;"
        }
    .end annotation
.end field

.field private final providerId:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/scanbox/cetp/HandlerRegistry;->BUILT_IN:Ljava/util/Map;

    .line 19
    new-instance v1, Lcom/scanbox/docs/ListDocumentsHandler;

    invoke-direct {v1}, Lcom/scanbox/docs/ListDocumentsHandler;-><init>()V

    const-string v0, "com.scanbox.docs"

    invoke-static {v0, v1}, Lcom/scanbox/cetp/HandlerRegistry;->builtIn(Ljava/lang/String;Lcom/scanbox/cetp/Handler;)V

    .line 20
    new-instance v1, Lcom/scanbox/share/ListSharesHandler;

    invoke-direct {v1}, Lcom/scanbox/share/ListSharesHandler;-><init>()V

    const-string v0, "com.scanbox.share"

    invoke-static {v0, v1}, Lcom/scanbox/cetp/HandlerRegistry;->builtIn(Ljava/lang/String;Lcom/scanbox/cetp/Handler;)V

    .line 21
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/scanbox/cetp/HandlerRegistry;->handlers:Ljava/util/Map;

    .line 27
    iput-object p1, p0, Lcom/scanbox/cetp/HandlerRegistry;->providerId:Ljava/lang/String;

    .line 28
    return-void
.end method

.method private static builtIn(Ljava/lang/String;Lcom/scanbox/cetp/Handler;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lcom/scanbox/cetp/Handler<",
            "*>;)V"
        }
    .end annotation

    .line 31
    sget-object v0, Lcom/scanbox/cetp/HandlerRegistry;->BUILT_IN:Ljava/util/Map;

    new-instance v1, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda0;-><init>()V

    invoke-interface {v0, p0, v1}, Ljava/util/Map;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 32
    return-void
.end method

.method static synthetic lambda$builtIn$0(Ljava/lang/String;)Ljava/util/List;
    .registers 2

    .line 31
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    return-object v0
.end method

.method public static varargs load(Ljava/lang/String;[Ljava/lang/String;)Lcom/scanbox/cetp/HandlerRegistry;
    .registers 11

    .line 36
    new-instance v3, Lcom/scanbox/cetp/HandlerRegistry;

    invoke-direct {v3, p0}, Lcom/scanbox/cetp/HandlerRegistry;-><init>(Ljava/lang/String;)V

    .line 37
    sget-object v0, Lcom/scanbox/cetp/HandlerRegistry;->BUILT_IN:Ljava/util/Map;

    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v2

    invoke-interface {v0, p0, v2}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    invoke-static {v3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda1;

    invoke-direct {v1, v3}, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda1;-><init>(Lcom/scanbox/cetp/HandlerRegistry;)V

    invoke-interface {v0, v1}, Ljava/util/List;->forEach(Ljava/util/function/Consumer;)V

    .line 38
    move-object v4, p1

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 40
    :try_start_0
    invoke-static {v7}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/lang/Class;

    invoke-virtual {v0, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/lang/Object;

    invoke-virtual {v0, v1}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    .line 41
    check-cast v8, Lcom/scanbox/cetp/Handler;

    invoke-virtual {v3, v8}, Lcom/scanbox/cetp/HandlerRegistry;->add(Lcom/scanbox/cetp/Handler;)V
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/ClassCastException; {:try_start_0 .. :try_end_0} :catch_0

    .line 44
    goto :goto_1

    :catch_0
    move-exception v8

    .line 43
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ": plugin "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " not loaded"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "ScanboxTools"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 38
    :goto_1
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 46
    :cond_0
    return-object v3
.end method


# virtual methods
.method add(Lcom/scanbox/cetp/Handler;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/scanbox/cetp/Handler<",
            "*>;)V"
        }
    .end annotation

    .line 50
    iget-object v0, p0, Lcom/scanbox/cetp/HandlerRegistry;->handlers:Ljava/util/Map;

    invoke-interface {p1}, Lcom/scanbox/cetp/Handler;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    return-void
.end method

.method public find(Ljava/lang/String;)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/scanbox/cetp/Handler<",
            "*>;>;"
        }
    .end annotation

    .line 54
    invoke-static {p1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/scanbox/cetp/HandlerRegistry;->handlers:Ljava/util/Map;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda2;

    invoke-direct {v2, v1}, Lcom/scanbox/cetp/HandlerRegistry$$ExternalSyntheticLambda2;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
