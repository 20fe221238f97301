.class public final Lnet/switchyard/hub/HostEnv;
.super Ljava/lang/Object;
.source "ToolModule.kt"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/switchyard/hub/HostEnv;->context:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public final getContext()Landroid/content/Context;
    .registers 2

    .line 42
    iget-object v0, p0, Lnet/switchyard/hub/HostEnv;->context:Landroid/content/Context;

    return-object v0
.end method

.method public final getPackageManager()Landroid/content/pm/PackageManager;
    .registers 3

    .line 43
    iget-object v0, p0, Lnet/switchyard/hub/HostEnv;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const-string v1, "getPackageManager(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final getStore()Lnet/switchyard/hub/HubStore;
    .registers 3

    .line 44
    sget-object v0, Lnet/switchyard/hub/HubStore;->Companion:Lnet/switchyard/hub/HubStore$Companion;

    iget-object v1, p0, Lnet/switchyard/hub/HostEnv;->context:Landroid/content/Context;

    invoke-virtual {v0, v1}, Lnet/switchyard/hub/HubStore$Companion;->of(Landroid/content/Context;)Lnet/switchyard/hub/HubStore;

    move-result-object v0

    return-object v0
.end method
