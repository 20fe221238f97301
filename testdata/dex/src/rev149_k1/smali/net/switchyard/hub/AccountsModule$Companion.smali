.class public final Lnet/switchyard/hub/AccountsModule$Companion;
.super Ljava/lang/Object;
.source "AccountsModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule$Factory;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/AccountsModule$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;
    .registers 6

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    new-instance v0, Lnet/switchyard/hub/AccountsModule;

    invoke-static {p1}, Landroid/accounts/AccountManager;->get(Landroid/content/Context;)Landroid/accounts/AccountManager;

    move-result-object v2

    const-string v3, "get(...)"

    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lnet/switchyard/hub/AccountsModule;-><init>(Landroid/accounts/AccountManager;)V

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    return-object v0
.end method

.method public getModuleId()Ljava/lang/String;
    .registers 2

    .line 41
    invoke-static {}, Lnet/switchyard/hub/AccountsModule;->access$getModuleId$cp()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
