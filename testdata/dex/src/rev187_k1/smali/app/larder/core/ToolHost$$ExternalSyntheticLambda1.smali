.class public final synthetic Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/core/ToolHandler;

.field public final synthetic f$1:Lapp/larder/core/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/core/ToolHandler;Lapp/larder/core/ToolCall;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;->f$0:Lapp/larder/core/ToolHandler;

    iput-object p2, p0, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;->f$1:Lapp/larder/core/ToolCall;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;->f$0:Lapp/larder/core/ToolHandler;

    iget-object v1, p0, Lapp/larder/core/ToolHost$$ExternalSyntheticLambda1;->f$1:Lapp/larder/core/ToolCall;

    invoke-static {v0, v1}, Lapp/larder/core/ToolHost;->execute$lambda$3(Lapp/larder/core/ToolHandler;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method
