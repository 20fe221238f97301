.class public final Lcom/plotshare/WaterArgs;
.super Ljava/lang/Object;
.source "Args.kt"


.field static final $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field private final bed$delegate:Ljava/util/Map;

.field private final plot$delegate:Ljava/util/Map;


.method static constructor <clinit>()V
    .registers 7
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v2, Lcom/plotshare/WaterArgs;
    const-string v3, "bed"
    const-string v4, "getBed()Ljava/lang/String;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v1, v0, v5
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-string v3, "plot"
    const-string v4, "getPlot()Ljava/lang/String;"
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v6, 0x1
    aput-object v1, v0, v6
    sput-object v0, Lcom/plotshare/WaterArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "+",
            "Ljava/lang/Object;",
            ">;)V"
        }
    .end annotation

    const-string v0, "map"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 15
    iput-object p1, p0, Lcom/plotshare/WaterArgs;->bed$delegate:Ljava/util/Map;
    .line 16
    iput-object p1, p0, Lcom/plotshare/WaterArgs;->plot$delegate:Ljava/util/Map;
    .line 14
    return-void
.end method

.method public final getBed()Ljava/lang/String;
    .registers 4
    .line 15
    iget-object v0, p0, Lcom/plotshare/WaterArgs;->bed$delegate:Ljava/util/Map;
    sget-object v1, Lcom/plotshare/WaterArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    return-object v1
.end method

.method public final getPlot()Ljava/lang/String;
    .registers 4
    .line 16
    iget-object v0, p0, Lcom/plotshare/WaterArgs;->plot$delegate:Ljava/util/Map;
    sget-object v1, Lcom/plotshare/WaterArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    return-object v1
.end method
