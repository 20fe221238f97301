.class public final synthetic Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/quire/app/core/ToolHost;

.field public final synthetic f$1:Lio/quire/app/core/CallState$Cleared;


# direct methods
.method public synthetic constructor <init>(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState$Cleared;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;->f$0:Lio/quire/app/core/ToolHost;

    iput-object p2, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;->f$1:Lio/quire/app/core/CallState$Cleared;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;->f$0:Lio/quire/app/core/ToolHost;

    iget-object v1, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda8;->f$1:Lio/quire/app/core/CallState$Cleared;

    invoke-static {v0, v1}, Lio/quire/app/core/ToolHost;->perform$lambda$0$0(Lio/quire/app/core/ToolHost;Lio/quire/app/core/CallState$Cleared;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
