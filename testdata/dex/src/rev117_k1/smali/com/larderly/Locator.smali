.class public final Lcom/larderly/Locator;
.super Ljava/lang/Object;
.source "Locator.kt"

# instance fields
.field private final entries:Ljava/util/HashMap;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/larderly/Locator;->entries:Ljava/util/HashMap;
    .line 9
    return-void
.end method


# virtual methods
.method public final declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    .registers 7
    const-string v1, "type"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "entry"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    iget-object v0, p0, Lcom/larderly/Locator;->entries:Ljava/util/HashMap;
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :L28
    const/4 v0, 0x1
    goto :L29
:L28
    const/4 v0, 0x0
:L29
    if-nez v0, :L53
    .line 66
    const/4 v3, 0x0
    .line 13
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "duplicate definition for "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L53
    .line 14
    return-void
.end method

.method public final synthetic get()Ljava/lang/Object;
    .registers 5
    const/4 v3, 0x0
    .line 22
    const/4 v1, 0x4
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Ljava/lang/Object;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {p0, v1}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final varargs load([Lcom/larderly/Module;)Lcom/larderly/Locator;
    .registers 6
    const-string v0, "modules"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    const/4 v1, 0x0
    array-length v2, p1
:L11
    if-ge v1, v2, :L33
    aget-object v3, p1, v1
    invoke-virtual {v3, p0}, Lcom/larderly/Module;->install(Lcom/larderly/Locator;)V
    add-int/lit8 v1, v1, 0x1
    goto :L11
:L33
    .line 26
    return-object p0
.end method

.method public final resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    .registers 8
    const-string v1, "type"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iget-object v0, p0, Lcom/larderly/Locator;->entries:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/Entry;
    if-nez v0, :L36
    new-instance v0, Ljava/lang/IllegalStateException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "no definition for "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L36
    move-object v5, v0
    .line 19
    invoke-virtual {v5, p0}, Lcom/larderly/Entry;->obtain(Lcom/larderly/Locator;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
