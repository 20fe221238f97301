.class public final Lcom/plotshare/garden/PlotRepository_Factory;
.super Ljava/lang/Object;
.source "Garden.kt"

# interfaces
.implements Ldagger/internal/Factory;

.field public static final Companion:Lcom/plotshare/garden/PlotRepository_Factory$Companion;
.field private final daoProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 3
    const-string v0, "daoProvider"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 137
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/plotshare/garden/PlotRepository_Factory;->daoProvider:Ljavax/inject/Provider;
    return-void
.end method

.method public get()Lcom/plotshare/garden/PlotRepository;
    .registers 4
    .line 138
    sget-object v0, Lcom/plotshare/garden/PlotRepository_Factory;->Companion:Lcom/plotshare/garden/PlotRepository_Factory$Companion;
    iget-object v1, v3, Lcom/plotshare/garden/PlotRepository_Factory;->daoProvider:Ljavax/inject/Provider;
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "get(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Lcom/plotshare/garden/PlotDao;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotRepository_Factory$Companion;->newInstance(Lcom/plotshare/garden/PlotDao;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    return-object v0
.end method

.method public static final create(Ljavax/inject/Provider;)Lcom/plotshare/garden/PlotRepository_Factory;
    .registers 2
    sget-object v0, Lcom/plotshare/garden/PlotRepository_Factory;->Companion:Lcom/plotshare/garden/PlotRepository_Factory$Companion;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotRepository_Factory$Companion;->create(Ljavax/inject/Provider;)Lcom/plotshare/garden/PlotRepository_Factory;
    move-result-object v0
    .line 142
    return-object v0
.end method

.method public static final newInstance(Lcom/plotshare/garden/PlotDao;)Lcom/plotshare/garden/PlotRepository;
    .registers 2
    sget-object v0, Lcom/plotshare/garden/PlotRepository_Factory;->Companion:Lcom/plotshare/garden/PlotRepository_Factory$Companion;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotRepository_Factory$Companion;->newInstance(Lcom/plotshare/garden/PlotDao;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    .line 145
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 137
    invoke-virtual {v1}, Lcom/plotshare/garden/PlotRepository_Factory;->get()Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/plotshare/garden/PlotRepository_Factory$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/plotshare/garden/PlotRepository_Factory$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/plotshare/garden/PlotRepository_Factory;->Companion:Lcom/plotshare/garden/PlotRepository_Factory$Companion;
    return-void
.end method

