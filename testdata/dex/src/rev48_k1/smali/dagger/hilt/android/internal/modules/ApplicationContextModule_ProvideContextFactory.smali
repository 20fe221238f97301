.class public final Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;
.super Ljava/lang/Object;
.source "Modules.kt"

.field public static final INSTANCE:Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final provideContext(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)Landroid/content/Context;
    .registers 3
    const-string v1, "instance"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-virtual {v2}, Ldagger/hilt/android/internal/modules/ApplicationContextModule;->provideContext()Landroid/content/Context;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;
    invoke-direct {v0}, Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;-><init>()V
    sput-object v0, Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;->INSTANCE:Ldagger/hilt/android/internal/modules/ApplicationContextModule_ProvideContextFactory;
    return-void
.end method

