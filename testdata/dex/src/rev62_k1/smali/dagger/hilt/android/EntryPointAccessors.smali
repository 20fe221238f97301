.class public final Ldagger/hilt/android/EntryPointAccessors;
.super Ljava/lang/Object;
.source "EntryPointAccessors.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nEntryPointAccessors.kt\nKotlin\n*S Kotlin\n*F\n+ 1 EntryPointAccessors.kt\ndagger/hilt/android/EntryPointAccessors\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,14:1\n1#2:15\n*E\n"
.end annotation

.field public static final INSTANCE:Ldagger/hilt/android/EntryPointAccessors;

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    .registers 7
    const-string v1, "context"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "entryPoint"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {v5}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    move-object v3, v0
    .line 10
    instance-of v0, v3, Ldagger/hilt/internal/GeneratedComponentManager;
    if-nez v0, :L41
    .line 15
    const/4 v0, 0x0
    move v4, v0
    .line 10
    const-string v0, "Hilt application expected"
    .line 10
    move-object v4, v0
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L41
    .line 11
    check-cast v3, Ldagger/hilt/internal/GeneratedComponentManager;
    invoke-interface {v3}, Ldagger/hilt/internal/GeneratedComponentManager;->generatedComponent()Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v6, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    const-string v2, "cast(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ldagger/hilt/android/EntryPointAccessors;
    invoke-direct {v0}, Ldagger/hilt/android/EntryPointAccessors;-><init>()V
    sput-object v0, Ldagger/hilt/android/EntryPointAccessors;->INSTANCE:Ldagger/hilt/android/EntryPointAccessors;
    return-void
.end method

