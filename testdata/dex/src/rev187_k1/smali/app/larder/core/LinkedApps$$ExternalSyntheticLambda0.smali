.class public final synthetic Lapp/larder/core/LinkedApps$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/core/LinkedApps;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/core/LinkedApps;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/LinkedApps$$ExternalSyntheticLambda0;->f$0:Lapp/larder/core/LinkedApps;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/larder/core/LinkedApps$$ExternalSyntheticLambda0;->f$0:Lapp/larder/core/LinkedApps;

    invoke-static {v0}, Lapp/larder/core/LinkedApps;->links_delegate$lambda$0(Lapp/larder/core/LinkedApps;)Ljava/util/Map;

    move-result-object v0

    return-object v0
.end method
