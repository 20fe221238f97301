.class public final synthetic Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/board/BoardToolProvider;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/board/BoardToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda4;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda4;->f$0:Lio/kanbu/app/board/BoardToolProvider;

    invoke-static {v0}, Lio/kanbu/app/board/BoardToolProvider;->links_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Lio/kanbu/app/core/LinkedApps;

    move-result-object v0

    return-object v0
.end method
