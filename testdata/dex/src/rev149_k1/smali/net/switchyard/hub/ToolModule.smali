.class public interface abstract Lnet/switchyard/hub/ToolModule;
.super Ljava/lang/Object;
.source "ToolModule.kt"


# direct methods
.method public static synthetic access$callerPackage$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 4

    .line 51
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic access$confirmActivity$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 3

    .line 51
    invoke-super {p0, p1}, Lnet/switchyard/hub/ToolModule;->confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic access$skipsConfirmation$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 51
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

.method public static synthetic access$summary$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 4

    .line 51
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic access$wantsUser$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 4

    .line 51
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method


# virtual methods
.method public callerPackage(Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 6

    const-string v1, "env"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-virtual {p1}, Lnet/switchyard/hub/HostEnv;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v2, v0

    .line 71
    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 72
    :cond_1
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->single([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public confirmActivity(Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 4

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    const-class v0, Lnet/switchyard/hub/ConfirmActivity;

    return-object v0
.end method

.method public abstract execute(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;Lnet/switchyard/hub/HostEnv;)Lnet/switchyard/hub/Outcome;
.end method

.method public abstract getTools()Ljava/util/List;
.end method

.method public skipsConfirmation(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    const/4 v0, 0x0

    return v0
.end method

.method public summary(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-virtual {p2}, Lnet/switchyard/hub/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public wantsUser(Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    const/4 v0, 0x0

    return v0
.end method
