.class public final Lnet/switchyard/hub/ToolModule$DefaultImpls;
.super Ljava/lang/Object;
.source "ToolModule.kt"


# direct methods
.method public static callerPackage(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;
    .registers 5

    const-string v1, "env"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    invoke-static {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->access$callerPackage$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/HostEnv;I)Ljava/lang/String;

    move-result-object v0

    .line 73
    return-object v0
.end method

.method public static confirmActivity(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;
    .registers 4

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    invoke-static {p0, p1}, Lnet/switchyard/hub/ToolModule;->access$confirmActivity$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/Class;

    move-result-object v0

    return-object v0
.end method

.method public static skipsConfirmation(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    invoke-static {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->access$skipsConfirmation$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method

.method public static summary(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-static {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->access$summary$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static wantsUser(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-static {p0, p1, p2}, Lnet/switchyard/hub/ToolModule;->access$wantsUser$jd(Lnet/switchyard/hub/ToolModule;Lnet/switchyard/hub/ToolCall;Lnet/switchyard/hub/ToolSpec;)Z

    move-result v0

    return v0
.end method
