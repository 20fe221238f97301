.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/board/BoardToolProvider;

.field public final synthetic f$1:Lio/kanbu/app/board/BoardEffect;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    iput-object p2, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;->f$1:Lio/kanbu/app/board/BoardEffect;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;->f$1:Lio/kanbu/app/board/BoardEffect;

    invoke-static {v0, v1}, Lio/kanbu/app/board/BoardToolProvider;->run$lambda$3(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect;)V

    return-void
.end method
