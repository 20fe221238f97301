.class public final synthetic Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Landroid/content/pm/PackageManager;

.field public final synthetic f$1:Lapp/larder/home/cetp/ToolCall;


# direct methods
.method public synthetic constructor <init>(Landroid/content/pm/PackageManager;Lapp/larder/home/cetp/ToolCall;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;->f$1:Lapp/larder/home/cetp/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/pm/PackageManager;

    iget-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;->f$1:Lapp/larder/home/cetp/ToolCall;

    invoke-static {v0, v1}, Lapp/larder/home/cetp/PantryToolProvider;->authorize$lambda$0(Landroid/content/pm/PackageManager;Lapp/larder/home/cetp/ToolCall;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
