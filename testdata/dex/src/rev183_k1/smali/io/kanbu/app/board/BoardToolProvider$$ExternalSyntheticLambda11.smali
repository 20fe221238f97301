.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/board/BoardToolProvider;

.field public final synthetic f$1:Lio/kanbu/app/board/BoardEffect$StartBulk;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect$StartBulk;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    iput-object p2, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;->f$1:Lio/kanbu/app/board/BoardEffect$StartBulk;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;->f$1:Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-static {v0, v1}, Lio/kanbu/app/board/BoardToolProvider;->bulk$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect$StartBulk;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
