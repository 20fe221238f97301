.class public final synthetic Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lkotlin/jvm/functions/Function3;

.field public final synthetic f$1:Lio/kanbu/app/core/Store;

.field public final synthetic f$2:Lkotlin/jvm/functions/Function1;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/functions/Function3;Lio/kanbu/app/core/Store;Lkotlin/jvm/functions/Function1;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;->f$0:Lkotlin/jvm/functions/Function3;

    iput-object p2, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;->f$1:Lio/kanbu/app/core/Store;

    iput-object p3, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;->f$2:Lkotlin/jvm/functions/Function1;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;->f$0:Lkotlin/jvm/functions/Function3;

    iget-object v1, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;->f$1:Lio/kanbu/app/core/Store;

    iget-object v2, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;->f$2:Lkotlin/jvm/functions/Function1;

    invoke-static {v0, v1, v2, p1}, Lio/kanbu/app/core/Store;->chain$lambda$1$0(Lkotlin/jvm/functions/Function3;Lio/kanbu/app/core/Store;Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
