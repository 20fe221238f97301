.class public final synthetic Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/trailmark/logbook/cetp/RoutesToolProvider;


# direct methods
.method public synthetic constructor <init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda3;->f$0:Lapp/trailmark/logbook/cetp/RoutesToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda3;->f$0:Lapp/trailmark/logbook/cetp/RoutesToolProvider;

    invoke-static {v0}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->desk_delegate$lambda$0(Lapp/trailmark/logbook/cetp/RoutesToolProvider;)Lapp/trailmark/logbook/cetp/RouteDesk;

    move-result-object v0

    return-object v0
.end method
