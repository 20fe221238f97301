.class public final Ldagger/hilt/EntryPoints;
.super Ljava/lang/Object;
.source "EntryPoints.kt"

.field public static final INSTANCE:Ldagger/hilt/EntryPoints;

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final get(Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;
    .registers 4
    const-string v1, "component"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "entryPoint"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    instance-of v0, v2, Ldagger/hilt/internal/GeneratedComponentManager;
    if-eqz v0, :L39
    check-cast v2, Ldagger/hilt/internal/GeneratedComponentManager;
    invoke-interface {v2}, Ldagger/hilt/internal/GeneratedComponentManager;->generatedComponent()Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v3}, Ldagger/hilt/EntryPoints;->get(Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    goto :L44
    :L39
    .line 10
    invoke-virtual {v3, v2}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :L44
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ldagger/hilt/EntryPoints;
    invoke-direct {v0}, Ldagger/hilt/EntryPoints;-><init>()V
    sput-object v0, Ldagger/hilt/EntryPoints;->INSTANCE:Ldagger/hilt/EntryPoints;
    return-void
.end method

