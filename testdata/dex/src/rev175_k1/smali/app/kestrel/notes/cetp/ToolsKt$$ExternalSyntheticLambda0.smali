.class public final synthetic Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Lapp/kestrel/notes/cetp/ToolFn;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFn;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;->f$1:Lapp/kestrel/notes/cetp/ToolFn;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;->f$1:Lapp/kestrel/notes/cetp/ToolFn;

    check-cast p1, Landroid/os/Bundle;

    invoke-static {v0, v1, p1}, Lapp/kestrel/notes/cetp/ToolsKt;->asHandler_6F0dPIs$lambda$0(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFn;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
