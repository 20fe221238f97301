.class public final Lcom/plotshare/garden/PlotResult$Taken;
.super Ljava/lang/Object;
.source "Garden.kt"

# interfaces
.implements Lcom/plotshare/garden/PlotResult;

.field public static final INSTANCE:Lcom/plotshare/garden/PlotResult$Taken;

.method private constructor <init>()V
    .registers 1
    .line 111
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "Taken"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, 0x46f2ba53
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/plotshare/garden/PlotResult$Taken;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/plotshare/garden/PlotResult$Taken;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/plotshare/garden/PlotResult$Taken;
    invoke-direct {v0}, Lcom/plotshare/garden/PlotResult$Taken;-><init>()V
    sput-object v0, Lcom/plotshare/garden/PlotResult$Taken;->INSTANCE:Lcom/plotshare/garden/PlotResult$Taken;
    return-void
.end method

