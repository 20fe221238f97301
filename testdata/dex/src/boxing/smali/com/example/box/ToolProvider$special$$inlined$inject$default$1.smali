# The initializer kotlinc inlines for Koin's `by inject()` at ToolProvider.kt:6
# (ComponentCallbacks.inject is an inline reified function:
# lazy(mode) { getKoinScope().get(Int::class, qualifier, parameters) });
# sketch beside ToolProvider.smali. Koin itself is not in this dex.
.class public final Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;
.super Lkotlin/jvm/internal/Lambda;
.source "ComponentCallbackExt.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field final synthetic $parameters:Lkotlin/jvm/functions/Function0;

.field final synthetic $qualifier:Lorg/koin/core/qualifier/Qualifier;

.field final synthetic $this_inject:Landroid/content/ComponentCallbacks;

.method public constructor <init>(Landroid/content/ComponentCallbacks;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    .locals 0
    iput-object p1, p0, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;->$this_inject:Landroid/content/ComponentCallbacks;
    iput-object p2, p0, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;->$qualifier:Lorg/koin/core/qualifier/Qualifier;
    iput-object p3, p0, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;->$parameters:Lkotlin/jvm/functions/Function0;
    const/4 p1, 0x0
    invoke-direct {p0, p1}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .locals 4
    .line 36
    iget-object v0, p0, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;->$this_inject:Landroid/content/ComponentCallbacks;
    iget-object v1, p0, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;->$qualifier:Lorg/koin/core/qualifier/Qualifier;
    iget-object v2, p0, Lcom/example/box/ToolProvider$special$$inlined$inject$default$1;->$parameters:Lkotlin/jvm/functions/Function0;
    .line 37
    invoke-static {v0}, Lorg/koin/android/ext/android/AndroidKoinScopeExtKt;->getKoinScope(Landroid/content/ComponentCallbacks;)Lorg/koin/core/scope/Scope;
    move-result-object v0
    const-class v3, Ljava/lang/Integer;
    invoke-static {v3}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v3
    invoke-virtual {v0, v3, v1, v2}, Lorg/koin/core/scope/Scope;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
