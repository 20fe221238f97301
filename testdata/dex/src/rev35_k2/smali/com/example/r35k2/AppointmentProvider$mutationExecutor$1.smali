.class public final Lcom/example/r35k2/AppointmentProvider$mutationExecutor$1;
.super Ljava/lang/Object;
.source "Clinic.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r35k2/AppointmentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nClinic.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Clinic.kt\ncom/example/r35k2/AppointmentProvider$mutationExecutor$1\n+ 2 MapsJVM.kt\nkotlin/collections/MapsKt__MapsJVMKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,117:1\n113#2,2:118\n1#3:120\n*S KotlinDebug\n*F\n+ 1 Clinic.kt\ncom/example/r35k2/AppointmentProvider$mutationExecutor$1\n*L\n35#1:118,2\n35#1:120\n*E\n"
.end annotation

.field private final outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>()V
    .registers 2
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k2/AppointmentProvider$mutationExecutor$1;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    .line 31
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iget-object p1, p0, Lcom/example/r35k2/AppointmentProvider$mutationExecutor$1;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast p1, Ljava/util/concurrent/ConcurrentMap;
    .line 118
    invoke-interface {p1, p2}, Ljava/util/concurrent/ConcurrentMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :cond_have
    .line 119
    const/4 v0, 0x0
    .line 35
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p3
    check-cast p3, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 120
    const/4 v0, 0x0
    .line 119
    invoke-interface {p1, p2, p3}, Ljava/util/concurrent/ConcurrentMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-nez v0, :cond_have
    move-object v0, p3
    .line 35
    :cond_have
    const-string p1, "getOrPut(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method
