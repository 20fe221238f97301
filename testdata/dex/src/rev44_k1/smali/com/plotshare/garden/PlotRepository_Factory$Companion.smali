.class public final Lcom/plotshare/garden/PlotRepository_Factory$Companion;
.super Ljava/lang/Object;
.source "Garden.kt"


.method private constructor <init>()V
    .registers 1
    .line 140
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final create(Ljavax/inject/Provider;)Lcom/plotshare/garden/PlotRepository_Factory;
    .registers 4
    const-string v1, "daoProvider"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 142
    new-instance v0, Lcom/plotshare/garden/PlotRepository_Factory;
    invoke-direct {v0, v3}, Lcom/plotshare/garden/PlotRepository_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public final newInstance(Lcom/plotshare/garden/PlotDao;)Lcom/plotshare/garden/PlotRepository;
    .registers 4
    const-string v1, "dao"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 145
    new-instance v0, Lcom/plotshare/garden/PlotRepository;
    invoke-direct {v0, v3}, Lcom/plotshare/garden/PlotRepository;-><init>(Lcom/plotshare/garden/PlotDao;)V
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/plotshare/garden/PlotRepository_Factory$Companion;-><init>()V
    return-void
.end method

