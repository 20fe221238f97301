.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function3;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/board/BoardToolProvider;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/board/BoardToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda7;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda7;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    check-cast p1, Lio/kanbu/app/core/Store;

    check-cast p2, Lio/kanbu/app/board/BoardAction;

    check-cast p3, Lkotlin/jvm/functions/Function1;

    invoke-static {v0, p1, p2, p3}, Lio/kanbu/app/board/BoardToolProvider;->gate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/board/BoardAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
