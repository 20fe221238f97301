.class public final Lcom/chorechart/ServiceLocator;
.super Ljava/lang/Object;
.source "Locator.kt"

.field public static final INSTANCE:Lcom/chorechart/ServiceLocator;
.field private static final factories:Ljava/util/HashMap;

.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final register(Ljava/lang/Class;Lkotlin/jvm/functions/Function0;)V
    .registers 5
    const-string v1, "type"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "factory"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    sget-object v0, Lcom/chorechart/ServiceLocator;->factories:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, v3, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 15
    return-void
.end method

.method public final get(Ljava/lang/Class;)Ljava/lang/Object;
    .registers 8
    .line 18
    const-string v1, "type"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    sget-object v0, Lcom/chorechart/ServiceLocator;->factories:Ljava/util/HashMap;
    invoke-virtual {v0, v7}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function0;
    if-nez v0, :L41
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v7}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "no factory for "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L41
    move-object v5, v0
    .line 19
    invoke-interface {v5}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v7, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    const-string v2, "cast(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/chorechart/ServiceLocator;
    invoke-direct {v0}, Lcom/chorechart/ServiceLocator;-><init>()V
    sput-object v0, Lcom/chorechart/ServiceLocator;->INSTANCE:Lcom/chorechart/ServiceLocator;
    .line 11
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/chorechart/ServiceLocator;->factories:Ljava/util/HashMap;
    return-void
.end method

