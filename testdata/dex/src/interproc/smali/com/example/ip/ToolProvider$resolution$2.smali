# kotlinc's class for the `by lazy { ... }` initializer of ToolProvider.resolution.
.class final Lcom/example/ip/ToolProvider$resolution$2;
.super Lkotlin/jvm/internal/Lambda;
.implements Lkotlin/jvm/functions/Function0;
.source "ToolProvider.kt"

.field final synthetic this$0:Lcom/example/ip/ToolProvider;

.method constructor <init>(Lcom/example/ip/ToolProvider;)V
    .registers 3
    iput-object p1, p0, Lcom/example/ip/ToolProvider$resolution$2;->this$0:Lcom/example/ip/ToolProvider;
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public final invoke()Landroid/app/PendingIntent;
    .registers 6
    .line 9
    iget-object v0, p0, Lcom/example/ip/ToolProvider$resolution$2;->this$0:Lcom/example/ip/ToolProvider;
    invoke-virtual {v0}, Lcom/example/ip/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/ip/ConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    const/high16 v4, 0x8000000
    invoke-static {v0, v3, v1, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .registers 2
    .line 8
    invoke-virtual {p0}, Lcom/example/ip/ToolProvider$resolution$2;->invoke()Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
