.class public final synthetic Lio/kanbu/app/core/Store$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lio/kanbu/app/core/Store;


# direct methods
.method public synthetic constructor <init>(Lio/kanbu/app/core/Store;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda0;->f$0:Lio/kanbu/app/core/Store;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda0;->f$0:Lio/kanbu/app/core/Store;

    invoke-static {v0, p1}, Lio/kanbu/app/core/Store;->chain$lambda$0(Lio/kanbu/app/core/Store;Ljava/lang/Object;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
