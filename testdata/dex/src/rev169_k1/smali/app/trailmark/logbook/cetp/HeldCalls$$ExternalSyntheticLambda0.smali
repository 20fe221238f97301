.class public final synthetic Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field public final synthetic f$0:Z


# direct methods
.method public synthetic constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda0;->f$0:Z

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-boolean v0, p0, Lapp/trailmark/logbook/cetp/HeldCalls$$ExternalSyntheticLambda0;->f$0:Z

    check-cast p1, Ljava/lang/String;

    check-cast p2, Lapp/trailmark/logbook/cetp/HeldCall;

    invoke-static {v0, p1, p2}, Lapp/trailmark/logbook/cetp/HeldCalls;->decide$lambda$0(ZLjava/lang/String;Lapp/trailmark/logbook/cetp/HeldCall;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v0

    return-object v0
.end method
