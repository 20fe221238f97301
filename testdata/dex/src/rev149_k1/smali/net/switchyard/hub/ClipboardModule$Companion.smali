.class public final Lnet/switchyard/hub/ClipboardModule$Companion;
.super Ljava/lang/Object;
.source "ClipboardModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule$Factory;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 68
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/ClipboardModule$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;
    .registers 7

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    new-instance v0, Lnet/switchyard/hub/ClipboardModule;

    const-class v3, Landroid/content/ClipboardManager;

    invoke-virtual {p1, v3}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "getSystemService(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Landroid/content/ClipboardManager;

    invoke-direct {v0, v2}, Lnet/switchyard/hub/ClipboardModule;-><init>(Landroid/content/ClipboardManager;)V

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    return-object v0
.end method

.method public getModuleId()Ljava/lang/String;
    .registers 2

    .line 70
    invoke-static {}, Lnet/switchyard/hub/ClipboardModule;->access$getModuleId$cp()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
