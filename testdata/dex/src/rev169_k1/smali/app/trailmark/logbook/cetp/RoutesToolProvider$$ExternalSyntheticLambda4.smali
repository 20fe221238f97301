.class public final synthetic Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lapp/trailmark/logbook/cetp/RoutesToolProvider;

.field public final synthetic f$1:I

.field public final synthetic f$2:Lapp/trailmark/logbook/cetp/ToolSpec;

.field public final synthetic f$3:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lapp/trailmark/logbook/cetp/RoutesToolProvider;ILapp/trailmark/logbook/cetp/ToolSpec;Ljava/lang/String;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$0:Lapp/trailmark/logbook/cetp/RoutesToolProvider;

    iput p2, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$1:I

    iput-object p3, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$2:Lapp/trailmark/logbook/cetp/ToolSpec;

    iput-object p4, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$3:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5

    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$0:Lapp/trailmark/logbook/cetp/RoutesToolProvider;

    iget v1, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$1:I

    iget-object v2, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$2:Lapp/trailmark/logbook/cetp/ToolSpec;

    iget-object v3, p0, Lapp/trailmark/logbook/cetp/RoutesToolProvider$$ExternalSyntheticLambda4;->f$3:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/RoutesToolProvider;->mutate$lambda$1(Lapp/trailmark/logbook/cetp/RoutesToolProvider;ILapp/trailmark/logbook/cetp/ToolSpec;Ljava/lang/String;)V

    return-void
.end method
