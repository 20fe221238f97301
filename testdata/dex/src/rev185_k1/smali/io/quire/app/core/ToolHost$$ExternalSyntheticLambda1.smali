.class public final synthetic Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/quire/app/core/ToolHost;


# direct methods
.method public synthetic constructor <init>(Lio/quire/app/core/ToolHost;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda1;->f$0:Lio/quire/app/core/ToolHost;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lio/quire/app/core/ToolHost$$ExternalSyntheticLambda1;->f$0:Lio/quire/app/core/ToolHost;

    invoke-static {v0}, Lio/quire/app/core/ToolHost;->journal_delegate$lambda$0(Lio/quire/app/core/ToolHost;)Lio/quire/app/core/RequestJournal;

    move-result-object v0

    return-object v0
.end method
